import { asc, eq } from 'drizzle-orm';
import type { WidgetQuery } from '../../../shared/content/content.schema';
import type { Widget } from '../../../shared/content/content.types';
import { LOCALE_CODES } from '../../../shared/locales';
import type { AppDeps } from '../../deps';
import { widgetLanguages, widgets } from '../../db/schema';
import { CONTENT_AREAS } from './areas';
import type { Ctx } from '../../service-context';
import { rowOr404 } from '../../db/one-row';

/** The cache key of one answer (its JSON text and its value share it). */
const widgetKey = (query: WidgetQuery) => ('name' in query ? `name:${query.name}` : `id:${query.id}`);

/**
 * GET /api/widgets/0?name={name} (the SPA asks by name, e.g. header_md) or /api/widgets/{id}: the widget with one entry
 * per language that has a row. Only found widgets are cached, so made-up names cannot fill the cache.
 */
export function widgetJson(ctx: Ctx<'deps'>, query: WidgetQuery): Promise<string> {
  const { deps } = ctx;
  return deps.cache.json(CONTENT_AREAS.widgets, widgetKey(query), () => buildWidget(deps, query));
}

export function findWidget(ctx: Ctx<'deps'>, query: WidgetQuery): Promise<Widget> {
  const { deps } = ctx;
  return deps.cache.value(CONTENT_AREAS.widgets, widgetKey(query), () => buildWidget(deps, query));
}

async function buildWidget(deps: AppDeps, query: WidgetQuery): Promise<Widget> {
  const where = 'name' in query ? eq(widgets.name, query.name) : eq(widgets.id, query.id);
  const widget = await rowOr404(deps, widgets, where, 'Widget');
  const rows = await deps.db
    .select()
    .from(widgetLanguages)
    .where(eq(widgetLanguages.widgetId, widget.id))
    .orderBy(asc(widgetLanguages.id));
  const byLocale = new Map(rows.map((row) => [row.locale, row]));
  const languages: Widget['languages'] = {};
  // Keys in the fixed DE ... PT order whatever order the rows were written in.
  for (const code of LOCALE_CODES) {
    const row = byLocale.get(code);
    if (row) languages[code] = { id: row.id, html: row.html, value: row.value, image_url: row.imageUrl };
  }
  return { id: widget.id, name: widget.name, type: widget.type, classes: widget.classes, languages };
}
