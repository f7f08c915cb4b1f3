import type { z } from 'zod';
import { asc, eq } from 'drizzle-orm';
import { localizedField } from '../../../shared/locales';
import { foldText, matchesWords, queryWords } from '../../../shared/content/text-match';
import type { HelpCentreInputSchema } from '../../../shared/help-centre/helpcenter.schema';
import { HELP_CATEGORIES, type HelpArticle, type HelpCategory, type HelpCentre } from '../../../shared/help-centre/helpcenter.types';
import { plainText } from '../content/faqs';
import { helpArticles } from '../../db/schema';
import type { Ctx } from '../../service-context';

const isCategory = (value: string): value is HelpCategory => (HELP_CATEGORIES as readonly string[]).includes(value);

/**
 * /portal/helpcenter: the published help articles in the reader's language (English where untranslated), grouped by
 * category in the admin form's order, those whose title or body holds every word of `q` when there is one (case and
 * accents aside: "calibracion" finds "Calibración"). The table is small (a few dozen rows), so the search filters in
 * memory: a query never reaches SQL, and an edit in the back office shows at once (nothing is cached).
 * An article filed under a category the form does not know any more is listed under "general" rather than lost.
 */
export async function helpCentre(ctx: Ctx<'deps' | 'locale'>, { q }: z.output<typeof HelpCentreInputSchema>): Promise<HelpCentre> {
  const { deps, locale } = ctx;
  const rows = await deps.db
    .select()
    .from(helpArticles)
    .where(eq(helpArticles.published, true))
    .orderBy(asc(helpArticles.sort), asc(helpArticles.id));
  const all = rows
    .map((row) => {
      const title = localizedField(row, 'title', locale);
      const bodyHtml = localizedField(row, 'body', locale);
      const category: HelpCategory = isCategory(row.category) ? row.category : 'general';
      return { id: row.id, title, bodyHtml, category, folded: foldText(`${title} ${plainText(bodyHtml)}`) };
    })
    .filter((article) => article.title.trim() !== '');
  const words = queryWords(q);
  const shown = q === '' ? all : all.filter((article) => matchesWords(article.folded, words));
  const groups = HELP_CATEGORIES.map((category) => ({
    category,
    articles: shown
      .filter((article) => article.category === category)
      .map(({ id, title, bodyHtml }): HelpArticle => ({ id, title, bodyHtml })),
  })).filter((group) => group.articles.length > 0);
  return { q, total: all.length, matches: shown.length, groups };
}
