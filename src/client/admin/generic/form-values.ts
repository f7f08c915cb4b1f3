import { z } from 'zod';
import { LOCALE_CODES } from '../../../shared/locales';
import type { FieldDef, ResourceDef } from '../../../shared/collections/types';

export type FormValues = Record<string, unknown>;

/** What an empty input of each kind holds. */
function emptyValue(field: FieldDef): unknown {
  switch (field.kind) {
    case 'number':
      return 0;
    case 'boolean':
      return false;
    case 'relation':
    case 'date':
      return null;
    case 'select':
      return field.options[0] ?? '';
    case 'children':
      return [];
    default:
      return '';
  }
}

/**
 * The form's starting values: the record's, or for a new record the schema's defaults where it has them (so a new
 * FAQ starts published, as the shared schema says) and empty inputs elsewhere.
 */
export function initialValues(def: ResourceDef, record: FormValues | null, fields: readonly FieldDef[] = def.fields): FormValues {
  const defaults = record ? {} : schemaDefaults(def);
  const values: FormValues = {};
  for (const field of fields) {
    const keys = field.kind === 'localized' || field.kind === 'localizedRich' ? LOCALE_CODES.map((c) => `${field.name}_${c}`) : [field.name];
    for (const key of keys) {
      const value = record ? record[key] : defaults[key];
      values[key] = value === undefined || (value === null && field.kind !== 'relation' && field.kind !== 'date') ? emptyValue(field) : value;
      if (field.kind === 'date' && value === null) values[key] = '';
      if (field.kind === 'children' && Array.isArray(value))
        values[key] = value.map((item) => initialValues(def, item as FormValues, field.fields));
    }
  }
  return values;
}

function schemaDefaults(def: ResourceDef): FormValues {
  const defaults: FormValues = {};
  for (const [key, schema] of Object.entries(def.schema.shape)) {
    const parsed = z.safeParse(schema as z.ZodType, undefined);
    if (parsed.success && parsed.data !== undefined) defaults[key] = parsed.data;
  }
  return defaults;
}

/** The form's values as the schema wants them: empty dates become null, numbers typed as text become numbers. */
export function toInput(fields: readonly FieldDef[], values: FormValues): FormValues {
  const out: FormValues = {};
  for (const field of fields) {
    const keys = field.kind === 'localized' || field.kind === 'localizedRich' ? LOCALE_CODES.map((c) => `${field.name}_${c}`) : [field.name];
    for (const key of keys) {
      const value = values[key];
      if (field.kind === 'date') out[key] = value === '' || value === undefined ? null : value;
      else if (field.kind === 'number') out[key] = value === '' || value === null || Number.isNaN(value) ? null : Number(value);
      else if (field.kind === 'children')
        out[key] = Array.isArray(value) ? value.map((item) => toInput(field.fields, item as FormValues)) : [];
      else out[key] = value;
    }
  }
  return out;
}
