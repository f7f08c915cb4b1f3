import type { FormLabels } from '../../shared/field-labels';
import { LOCALE_CODES, type Locale } from '../../shared/locales';
import type { FieldDef, ResourceDef } from '../../shared/collections/types';
import { isOneLine } from '../../shared/validation';
import { validationError, type FieldErrors } from '../errors';
import { fieldMessage } from '../validation';
import { resourceLabels } from './labels';

type Row = Record<string, unknown>;

/**
 * The resource framework's one-line rule (issue 28), taken from each field's kind rather than from every section's
 * schema: a `text` field, and a `localized` one not marked `multiline`, is typed in a one-line input, so it may not
 * hold a line break, a tab, a bidi control or a zero-width character (shared/validation.ts NOT_ONE_LINE). Textareas
 * and rich text keep their newlines. Child rows are checked with their own fields ("rows.2.label_EN").
 */
export function assertOneLineFields(def: ResourceDef, data: Row, locale: Locale): void {
  const errors: FieldErrors = {};
  collect(def.fields, data, [], errors, { locale, form: resourceLabels(def) });
  if (Object.keys(errors).length > 0) throw validationError(errors);
}

function collect(fields: readonly FieldDef[], data: Row, prefix: string[], errors: FieldErrors, names: { locale: Locale; form: FormLabels }): void {
  for (const field of fields) {
    if (field.kind === 'children') {
      const rows = data[field.name];
      if (!Array.isArray(rows)) continue;
      rows.forEach((row: unknown, index) => {
        if (row !== null && typeof row === 'object') collect(field.fields, row as Row, [...prefix, field.name, String(index)], errors, names);
      });
      continue;
    }
    const keys = field.kind === 'text' ? [field.name] : field.kind === 'localized' && !field.multiline ? LOCALE_CODES.map((code) => `${field.name}_${code}`) : [];
    for (const key of keys) {
      const value = data[key];
      if (typeof value === 'string' && !isOneLine(value)) errors[[...prefix, key].join('.')] = [fieldMessage('singleLine', [...prefix, key], names.locale, { form: names.form })];
    }
  }
}
