import { z } from 'zod';
import { LOCALE_CODES, type LocaleCode } from '../../locales';
import { localized, optionalText, url } from '../../collections/fields';
import { accessFor, type ResourceDef } from '../../collections/types';

/** The widgets.type column's values (server schema content.ts; the server half checks the two lists agree). */
export const WIDGET_TYPES = ['IMAGE', 'TEXT', 'HTML', 'GALLERY', 'CAROUSEL', 'SLIDER'] as const;
export type WidgetType = (typeof WIDGET_TYPES)[number];
/** Types whose `value` is the id of the gallery they show (SPEC.md: "value (a gallery or slider id)"). */
export const GALLERY_WIDGET_TYPES: readonly WidgetType[] = ['GALLERY', 'CAROUSEL', 'SLIDER'];

/** A gallery id as the public widget reads it (client/public/gallery/slider-layout.ts parseGalleryId). */
export const GALLERY_ID_PATTERN = /^\d{1,15}$/;

type UrlPerLocale<Base extends string> = { [C in LocaleCode as `${Base}_${C}`]: ReturnType<typeof url> };

/** One image URL per language (the header banner is drawn per language). */
function urlPerLocale<Base extends string>(base: Base): UrlPerLocale<Base> {
  return Object.fromEntries(LOCALE_CODES.map((code) => [`${base}_${code}`, url()])) as unknown as UrlPerLocale<Base>;
}

/**
 * The per-language texts live in widget_languages (one row per language), shown here as record keys html_DE ...,
 * value_DE ..., imageUrl_DE ... (the server half loads and writes them). What a widget needs in English depends on
 * its type, since English is what every visitor falls back to.
 */
const schema = z
  .object({
    name: z
      .string()
      .trim()
      .min(1)
      .max(100)
      .regex(/^[a-z0-9_-]+$/i),
    type: z.enum(WIDGET_TYPES),
    classes: optionalText(500),
    ...localized('html', { max: 100_000, requireEn: false }),
    ...localized('value', { max: 2000, requireEn: false }),
    ...urlPerLocale('imageUrl'),
  })
  .superRefine((widget, ctx) => {
    const required = (key: string) => ctx.addIssue({ code: 'custom', path: [key], message: 'msg:required' });
    if (widget.type === 'IMAGE' && widget.imageUrl_EN === '') required('imageUrl_EN');
    if (widget.type === 'HTML' && widget.html_EN === '') required('html_EN');
    if (widget.type === 'TEXT' && widget.value_EN === '') required('value_EN');
    if (!GALLERY_WIDGET_TYPES.includes(widget.type)) return;
    for (const code of LOCALE_CODES) {
      const value = widget[`value_${code}`];
      if (code === 'EN' && value === '') required('value_EN');
      else if (value !== '' && !GALLERY_ID_PATTERN.test(value))
        ctx.addIssue({ code: 'custom', path: [`value_${code}`], message: 'msg:invalid' });
    }
  });

export const widgetsResource = {
  name: 'widgets',
  basePath: '/admin/content/widgets',
  routes: { list: 'admin.content.widgets', edit: 'admin.content.widgets.edit', add: 'admin.content.widgets.add' },
  ns: 'admin-pages',
  title: 'widgets.title',
  singular: 'widgets.singular',
  parentPath: '/admin/content',
  schema,
  fields: [
    { name: 'name', kind: 'text', required: true, label: 'widgets.fields.name', help: 'widgets.help.name' },
    { name: 'type', kind: 'select', options: WIDGET_TYPES, optionLabels: 'widgets.types', required: true, label: 'widgets.fields.type' },
    { name: 'classes', kind: 'text', label: 'widgets.fields.classes', help: 'widgets.help.classes' },
    { name: 'html', kind: 'localizedRich', label: 'widgets.fields.html', help: 'widgets.help.html' },
    { name: 'value', kind: 'localized', multiline: true, label: 'widgets.fields.value', help: 'widgets.help.value' },
    { name: 'imageUrl', kind: 'localized', label: 'widgets.fields.imageUrl', help: 'widgets.help.imageUrl' },
  ],
  columns: [
    { field: 'name', kind: 'text', sortable: true, label: 'widgets.fields.name' },
    { field: 'type', kind: 'select', sortable: true, optionLabels: 'widgets.types', label: 'widgets.fields.type' },
    { field: 'classes', kind: 'text', label: 'widgets.fields.classes' },
    { field: 'updatedAt', kind: 'date', sortable: true, label: 'widgets.fields.updatedAt' },
  ],
  labelField: 'name',
  searchFields: ['name', 'classes'],
  defaultSort: { field: 'name', dir: 'asc' },
  filters: [{ field: 'type', kind: 'select', options: WIDGET_TYPES, optionLabels: 'widgets.types', label: 'widgets.fields.type' }],
  access: accessFor('admin:access'),
  canAdd: true,
} satisfies ResourceDef;
