import type { z } from 'zod';
import { asc, eq } from 'drizzle-orm';
import { localizedField, type Locale } from '../../../shared/locales';
import { TroubleshootingInputSchema } from '../../../shared/content/information-pages.schema';
import type { TroubleshootingEntry, TroubleshootingPage } from '../../../shared/content/information-pages.types';
import { foldText, matchesWords, queryWords } from '../../../shared/content/text-match';
import { PAGES_AREA } from '../../cache';
import type { AppDeps } from '../../deps';
import { products, troubleshootingEntries } from '../../db/schema';
import { productUrl } from './categories';
import { plainText } from './faqs';
import type { Ctx } from '../../service-context';

type IndexedEntry = TroubleshootingEntry & { productSlug: string; folded: string };

interface Indexed {
  entries: IndexedEntry[];
  products: TroubleshootingPage['products'];
}

/**
 * Every published entry of one language with its product and folded text (problem, solution, product name and model
 * code: a visitor may type any of them), cached with the rendered pages; searches filter it in memory, as the FAQs do.
 * An entry of an unpublished product keeps its text but loses the link (the product page would be a 404).
 */
function indexedEntries(deps: AppDeps, locale: Locale): Promise<Indexed> {
  return deps.cache.value(PAGES_AREA, `info:troubleshooting:${locale}`, async () => {
    const rows = await deps.db
      .select({ entry: troubleshootingEntries, product: products })
      .from(troubleshootingEntries)
      .leftJoin(products, eq(products.id, troubleshootingEntries.productId))
      .where(eq(troubleshootingEntries.published, true))
      .orderBy(asc(troubleshootingEntries.sort), asc(troubleshootingEntries.id));
    const entries: IndexedEntry[] = [];
    const byProduct = new Map<string, TroubleshootingPage['products'][number]>();
    for (const { entry, product } of rows) {
      const problem = localizedField(entry, 'problem', locale);
      if (problem.trim() === '') continue;
      const solutionHtml = localizedField(entry, 'solution', locale);
      const shown = product?.published ? product : null;
      const name = shown ? localizedField(shown, 'name', locale) : '';
      if (shown && !byProduct.has(shown.slug)) byProduct.set(shown.slug, { slug: shown.slug, name, modelCode: shown.modelCode });
      entries.push({
        id: entry.id,
        problem,
        solutionHtml,
        product: shown ? { name, url: productUrl(shown.slug), modelCode: shown.modelCode } : null,
        productSlug: shown?.slug ?? '',
        folded: foldText(`${problem} ${plainText(solutionHtml)} ${name} ${shown?.modelCode ?? ''}`),
      });
    }
    const collator = new Intl.Collator(locale);
    return { entries, products: [...byProduct.values()].sort((a, b) => collator.compare(a.name, b.name)) };
  });
}

/** /troubleshooting?product={slug}&q={symptom}: the entries of that product (all when none) whose text matches `q`. */
export async function troubleshootingPage(ctx: Ctx<'deps'>, { q = '', product = '', locale }: z.output<typeof TroubleshootingInputSchema>): Promise<TroubleshootingPage> {
  const { deps } = ctx;
  const indexed = await indexedEntries(deps, locale);
  const words = queryWords(q);
  const entries = indexed.entries
    .filter((entry) => product === '' || entry.productSlug === product)
    .filter((entry) => q === '' || matchesWords(entry.folded, words))
    .map(({ id, problem, solutionHtml, product: link }) => ({ id, problem, solutionHtml, product: link }));
  return { q, product, products: indexed.products, total: indexed.entries.length, entries };
}
