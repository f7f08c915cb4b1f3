import type { z } from 'zod';
import { asc, eq } from 'drizzle-orm';
import { FAQ_CATEGORIES } from '../../../shared/content/enums';
import { localizedField, type Locale } from '../../../shared/locales';
import { FaqsInputSchema } from '../../../shared/content/information-pages.schema';
import type { FaqItem, FaqsPage } from '../../../shared/content/information-pages.types';
import { foldText, matchesWords, queryWords } from '../../../shared/content/text-match';
import { textOf } from '../../../shared/seo/head';
import { PAGES_AREA } from '../../cache';
import type { AppDeps } from '../../deps';
import { faqs } from '../../db/schema';
import type { Ctx } from '../../service-context';

/** Plain text of stored HTML, whole (textOf shortens it): searches never match tags or attributes (href) as words. */
export const plainText = (html: string) => textOf(html, Number.MAX_SAFE_INTEGER);

type IndexedFaq = FaqItem & { category: string; folded: string };

/**
 * Every published FAQ of one language with its folded text, cached with the rendered pages (a few dozen rows). The
 * search filters this list in memory: a query never reaches SQL (no LIKE patterns to escape) and the cache keys stay
 * one per language whatever visitors type.
 */
function indexedFaqs(deps: AppDeps, locale: Locale): Promise<IndexedFaq[]> {
  return deps.cache.value(PAGES_AREA, `info:faqs:${locale}`, async () => {
    const rows = await deps.db.select().from(faqs).where(eq(faqs.published, true)).orderBy(asc(faqs.sort), asc(faqs.id));
    return rows
      .map((row) => {
        const question = localizedField(row, 'question', locale);
        const answerHtml = localizedField(row, 'answer', locale);
        return { id: row.id, category: row.category, question, answerHtml, folded: foldText(`${question} ${plainText(answerHtml)}`) };
      })
      .filter((faq) => faq.question.trim() !== '');
  });
}

/** /faqs: the FAQs grouped by category (in the categories' fixed order), those matching `q` when there is one. */
export async function faqsPage(ctx: Ctx<'deps'>, { q = '', locale }: z.output<typeof FaqsInputSchema>): Promise<FaqsPage> {
  const { deps } = ctx;
  const all = await indexedFaqs(deps, locale);
  const words = queryWords(q);
  const shown = q === '' ? all : all.filter((faq) => matchesWords(faq.folded, words));
  const groups = FAQ_CATEGORIES.map((category) => ({
    category,
    items: shown.filter((faq) => faq.category === category).map(({ id, question, answerHtml }) => ({ id, question, answerHtml })),
  })).filter((group) => group.items.length > 0);
  return { q, total: all.length, groups, matches: shown.length };
}
