import type { ArticleListInput, ArticleSlugInput, EventInput } from '../../../shared/editorial/articles.schema';
import type { Locale } from '../../../shared/locales';

/**
 * The article queries' inputs from a URL, shared by the pages (browser) and the loaders (server), so both ask for the
 * same query key and the server's data is what the page finds when it hydrates.
 */

export function listQueryInput(search: URLSearchParams, locale: Locale): ArticleListInput {
  const page = Number(search.get('page'));
  return Number.isInteger(page) && page > 1 ? { page, locale } : { locale };
}

export const eventQueryInput = (id: string, locale: Locale): EventInput => ({ id, locale });

export const slugQueryInput = (slug: string, locale: Locale): ArticleSlugInput => ({ slug, locale });

/** The URL of another page of a list (the first page has no parameter: one address per page). */
export const pageHref = (path: string) => (page: number) => (page > 1 ? `${path}?page=${page}` : path);

/**
 * Whether a URL's id or slug can name an article at all (the input schemas' bounds). One that cannot is a 404 without
 * a query: the procedure would refuse it as bad input, and the page would have no answer to render on the server.
 */
export function isArticleKey(key: string): boolean {
  const trimmed = key.trim();
  return trimmed.length >= 1 && trimmed.length <= 200;
}
