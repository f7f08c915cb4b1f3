import { eq, sql } from 'drizzle-orm';
import { LOCALE_CODES } from '../../../../shared/locales';
import { WIDGET_TYPES, widgetsResource } from '../../../../shared/content/collections/widgets';
import { WIDGET_TYPES as STORED_WIDGET_TYPES, widgetLanguages, widgets } from '../../../db/schema';
import { CONTENT_AREAS } from '../areas';
import { sanitizeStoredHtml } from '../sanitize';
import type { ServerResource } from '../../../collections/types';

// The shared list and the column's enum must name the same types (a compile error here when they drift).
const sameTypes: readonly (typeof STORED_WIDGET_TYPES)[number][] = WIDGET_TYPES;
const sameTypesBack: readonly (typeof WIDGET_TYPES)[number][] = STORED_WIDGET_TYPES;
void sameTypes;
void sameTypesBack;

/** The per-language parts of a widget, kept in widget_languages (one row per language), as record key prefixes. */
const PARTS = ['html', 'value', 'imageUrl'] as const;
const EXTRA_KEYS = LOCALE_CODES.flatMap((code) => PARTS.map((part) => `${part}_${code}`));

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * Widgets: the row holds name, type and classes; the texts of each language are rows of widget_languages, loaded
 * into and written from the record keys html_DE ... imageUrl_PT. The public answer (GET /api/widgets) is cached.
 */
export const widgetsServer = {
  def: widgetsResource,
  table: widgets,
  scope: 'global',
  unique: ['name'],
  cacheAreas: [CONTENT_AREAS.widgets],
  extraKeys: EXTRA_KEYS,
  async loadExtra(deps, record) {
    const rows = await deps.db.select().from(widgetLanguages).where(eq(widgetLanguages.widgetId, Number(record.id)));
    const byLocale = new Map(rows.map((row) => [row.locale, row]));
    const extra: Record<string, string> = {};
    for (const code of LOCALE_CODES) {
      const row = byLocale.get(code);
      for (const part of PARTS) extra[`${part}_${code}`] = row?.[part] ?? '';
    }
    return extra;
  },
  // One row per language, updated in place (the public answer exposes each row's id); extra keys skip the
  // framework's cleaning, so the HTML is sanitised here.
  writeExtra(ctx, id, data) {
    const rows = LOCALE_CODES.map((code) => ({
      widgetId: id,
      locale: code,
      html: sanitizeStoredHtml(text(data[`html_${code}`])),
      value: text(data[`value_${code}`]),
      imageUrl: text(data[`imageUrl_${code}`]),
    }));
    return [
      ctx.deps.db
        .insert(widgetLanguages)
        .values(rows)
        .onConflictDoUpdate({
          target: [widgetLanguages.widgetId, widgetLanguages.locale],
          set: { html: sql`excluded.html`, value: sql`excluded.value`, imageUrl: sql`excluded.image_url` },
        }),
    ];
  },
} satisfies ServerResource;
