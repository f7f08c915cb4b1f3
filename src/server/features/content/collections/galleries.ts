import { and, eq, inArray, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/sqlite-core';
import { galleriesResource } from '../../../../shared/content/collections/galleries';
import { GALLERY_WIDGET_TYPES } from '../../../../shared/content/collections/widgets';
import { galleries, galleryImages, widgetLanguages, widgets } from '../../../db/schema';
import { CONTENT_AREAS } from '../areas';
import type { ServerResource } from '../../../collections/types';
import type { UsageCheck } from '../../../db/usage';

/**
 * GALLERY, CAROUSEL and SLIDER widgets name their gallery by id in the `value` of their language rows (one per
 * language, possibly a different gallery each). The framework's usage check counts rows whose column equals the
 * record's id, so the "table" is this subquery: one row per widget and gallery it shows. Values that are not a
 * plain number point at no gallery (the public widget ignores them too).
 */
const galleryWidgets = new QueryBuilder()
  .selectDistinct({
    widgetId: widgetLanguages.widgetId,
    galleryId: sql<number>`cast(trim(${widgetLanguages.value}) as integer)`.as('gallery_id'),
  })
  .from(widgetLanguages)
  .innerJoin(widgets, eq(widgets.id, widgetLanguages.widgetId))
  .where(and(inArray(widgets.type, [...GALLERY_WIDGET_TYPES]), sql`trim(${widgetLanguages.value}) glob '[0-9]*'`))
  .as('gallery_widgets');

const widgetCheck: UsageCheck = { table: galleryWidgets, column: galleryWidgets.galleryId, what: 'galleryWidgets' };

/** Galleries with their images (GET /api/galleries/{id}, cached); a gallery a widget shows is not deleted. */
export const galleriesServer = {
  def: galleriesResource,
  table: galleries,
  scope: 'global',
  children: { images: { table: galleryImages, parentKey: 'galleryId' } },
  usedBy: [widgetCheck],
  cacheAreas: [CONTENT_AREAS.galleries],
} satisfies ServerResource;
