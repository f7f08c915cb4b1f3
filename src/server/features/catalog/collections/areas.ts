import { CONTENT_AREAS } from '../../content/areas';

/**
 * The cached public areas a catalogue write drops, as the framework's cacheAreas: the same two that bumpCatalog()
 * bumps (the tags answers embed product names), and every bump drops the rendered pages too (cache.ts PAGES_AREA).
 * The catalogue's own procedures (reorder, publish, links) call bumpCatalog() itself.
 */
export const CATALOG_CACHE_AREAS = [CONTENT_AREAS.catalog, CONTENT_AREAS.tags] as const;
