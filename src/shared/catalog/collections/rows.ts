import { z } from 'zod';
import { localized, url } from '../../collections/fields';
import type { FieldDef } from '../../collections/types';

/**
 * The ordered rows of a product page that products and their options share (pictures, kit, specifications), plus
 * the product's features: one zod schema and one field list each, so both forms validate and look the same.
 */

/** Lower-case letters and digits joined by dashes or underscores: names a specification row across languages. */
const SPEC_KEY = /^[a-z0-9]+(?:[-_][a-z0-9]+)*$/;

/** Lower-case ASCII words joined by dashes, accents dropped: "Détecteur DC (15 kV)" -> "detecteur-dc-15-kv". */
export function slugFrom(text: string, max = 120): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, max)
    .replace(/-+$/, '');
}

/** A key from an English label: "Test voltage (DC)" -> "test-voltage-dc". */
export const specKeyFrom = (label: string): string => slugFrom(label, 60) || 'row';

export const imageRowSchema = z.object({
  url: url().refine((value) => value !== '', { message: 'msg:required' }),
  ...localized('alt', { max: 255, requireEn: false }),
});

export const featureRowSchema = z.object({ ...localized('text', { max: 500 }) });

export const kitRowSchema = z.object({
  quantity: z.number().int().min(1).max(9999).default(1),
  ...localized('name', { max: 255 }),
});

/**
 * A specification row. The key may be left empty: it is then made from the English label, and once stored it stays
 * put when the label is reworded (an option's row replaces the product's row with the same key).
 */
export const specRowSchema = z
  .object({
    key: z
      .string()
      .trim()
      .max(60)
      .refine((value) => value === '' || SPEC_KEY.test(value), { message: 'msg:invalid' })
      .default(''),
    ...localized('group', { max: 120, requireEn: false }),
    ...localized('label', { max: 255 }),
    ...localized('value', { max: 255 }),
    unit: z.string().trim().max(30).default(''),
    isKey: z.boolean().default(false),
  })
  .transform((row) => ({ ...row, key: row.key || specKeyFrom(row.label_EN) }));

/** Two rows of one list with the same key would hide each other on an option's page: say which one. */
export function uniqueSpecKeys(specs: readonly { key: string }[], ctx: z.RefinementCtx, path: string) {
  const seen = new Set<string>();
  specs.forEach((row, index) => {
    if (seen.has(row.key)) ctx.addIssue({ code: 'custom', message: 'msg:unique', path: [path, index, 'key'] });
    seen.add(row.key);
  });
}

export const imageRowFields: readonly FieldDef[] = [
  { name: 'url', kind: 'image', required: true, label: 'rows.fields.url' },
  { name: 'alt', kind: 'localized', label: 'rows.fields.alt', help: 'rows.help.alt' },
];

export const featureRowFields: readonly FieldDef[] = [{ name: 'text', kind: 'localized', required: true, label: 'rows.fields.text' }];

export const kitRowFields: readonly FieldDef[] = [
  { name: 'quantity', kind: 'number', required: true, label: 'rows.fields.quantity' },
  { name: 'name', kind: 'localized', required: true, label: 'rows.fields.name' },
];

export const specRowFields: readonly FieldDef[] = [
  { name: 'group', kind: 'localized', label: 'rows.fields.group', help: 'rows.help.group' },
  { name: 'label', kind: 'localized', required: true, label: 'rows.fields.label' },
  { name: 'value', kind: 'localized', required: true, label: 'rows.fields.value', help: 'rows.help.value' },
  { name: 'unit', kind: 'text', label: 'rows.fields.unit', help: 'rows.help.unit' },
  { name: 'isKey', kind: 'boolean', label: 'rows.fields.isKey', help: 'rows.help.isKey' },
  { name: 'key', kind: 'text', label: 'rows.fields.key', help: 'rows.help.key' },
];

/** The place in its list, set by the category page; a record created without one goes last (server catalog/position.ts). */
export const listPosition = () => z.number().int().min(0).max(1_000_000).optional();
