import { sql, type SQL } from 'drizzle-orm';
import type { Link } from '../../../shared/catalog/catalog.types';
import { localizedField, type Locale, type LocaleCode } from '../../../shared/locales';
import type { AppDeps } from '../../deps';
import { categories } from '../../db/schema';

/** Category 1 is the catalogue itself: its page is /products. */
export const ROOT_CATEGORY_ID = 1;

export function categoryPageUrl(id: number, slug: string): string {
  return id === ROOT_CATEGORY_ID ? '/products' : `/products/${slug}`;
}

type CategoryRow = typeof categories.$inferSelect;

/**
 * A category and its ancestors up to the root, root first. UNION stops at ids already seen, so a parent loop written
 * by mistake cannot make the query run forever; null when the category or an ancestor is unpublished (unless asked).
 */
export async function categoryTrail(deps: AppDeps, categoryId: number, locale: Locale, includeUnpublished = false): Promise<Link[] | null> {
  return localizeTrail(await trailRows(deps, categoryId), locale, includeUnpublished);
}

/**
 * `WITH trail(id, depth)`: the walk from a category (an id, or a column of the outer query) up to the root, depth 0 at
 * the start. UNION stops at ids already seen, so a parent loop written by mistake cannot make it run forever.
 */
export function trailWalk(start: number | SQL): SQL {
  return sql`WITH RECURSIVE trail(id, depth) AS (
      SELECT ${start}, 0
      UNION
      SELECT c.parent_id, t.depth + 1 FROM ${categories} c JOIN trail t ON c.id = t.id WHERE c.parent_id IS NOT NULL
    )`;
}

/** The rows of a category and its ancestors, root first (categoryTrail without the language). */
export function trailRows(deps: AppDeps, categoryId: number): Promise<CategoryRow[]> {
  return deps.db.all<CategoryRow & { depth: number }>(sql`
    ${trailWalk(categoryId)}
    SELECT c.*, t.depth AS depth FROM trail t JOIN ${categories} c ON c.id = t.id ORDER BY t.depth DESC`);
}

/** What a trail shows of a category (a product's trail is read without the rest, product-rows.ts). */
type TrailRow = Pick<CategoryRow, 'id' | 'slug' | 'published'> & Record<`name_${LocaleCode}`, string>;

export function localizeTrail(rows: readonly TrailRow[], locale: Locale, includeUnpublished = false): Link[] | null {
  if (rows.length === 0 || (!includeUnpublished && rows.some((row) => !row.published))) return null;
  return rows.map((row) => ({ name: localizedField(row, 'name', locale), url: categoryPageUrl(row.id, row.slug) }));
}
