import type { AppDeps } from '../../deps';

/**
 * Response-cache areas of the public content, one per table family. A write to a family must bump its area (see
 * cache.ts); admin services import these names so reads and writes cannot drift apart.
 */
export const CONTENT_AREAS = {
  /** categories and products */
  catalog: 'catalog',
  /** tags, tag_menus, tag_menu_items, tag_products */
  tags: 'tags',
  applications: 'applications',
  offers: 'offers',
  /** widgets and widget_languages */
  widgets: 'widgets',
  /** galleries and gallery_images */
  galleries: 'galleries',
} as const;


/**
 * After a write to categories or products. GET /api/tags?products=true embeds product names and slugs, so the tags
 * answers are dropped too; one cache key can only follow one area's version.
 */
export async function bumpCatalog(deps: AppDeps): Promise<void> {
  await deps.cache.bump(CONTENT_AREAS.catalog);
  await deps.cache.bump(CONTENT_AREAS.tags);
}
