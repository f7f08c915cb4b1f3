import type { ArticleCard } from '../../../shared/editorial/articles.types';
import { localizedField, type Locale } from '../../../shared/locales';
import { textOf } from '../../../shared/seo/head';

type ArticleRow = { id: number; slug: string; imageUrl: string } & Record<string, unknown>;

/**
 * What every article's card shows (posts, case studies, events, offers): the summary, or the start of the body where
 * there is none. Events have no summary and offers no body, so each shows the one text it has.
 */
export function articleCardOf(row: ArticleRow, url: string, locale: Locale): ArticleCard {
  const summary = localizedField(row, 'summary', locale);
  return {
    id: row.id,
    slug: row.slug,
    url,
    title: localizedField(row, 'title', locale),
    summary: summary || textOf(localizedField(row, 'body', locale), 200),
    imageUrl: row.imageUrl,
  };
}
