import { getTableColumns } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import { LOCALE_CODES } from '../../shared/locales';
import type { FieldDef, ResourceDef } from '../../shared/collections/types';
import { sanitizeStoredHtml } from '../features/content/sanitize';
import type { Actor } from '../auth/actor';
import type { ResourceId } from '../../shared/collections/types';
import type { ComputedValues, IdTable, ServerResource } from './types';
import { isoDay } from '../../shared/format/iso-days';

type Row = Record<string, unknown>;

export function columnsOf(table: IdTable): Record<string, SQLiteColumn> {
  return getTableColumns(table) as Record<string, SQLiteColumn>;
}

/** The collection's computed values as `actor` reads them (they may depend on the reader). */
export function computedValues(resource: ServerResource, actor: Actor | null): ComputedValues | undefined {
  return typeof resource.computed === 'function' ? resource.computed(actor) : resource.computed;
}

/** A stored id as the API shows it: text for a text-id collection, an integer otherwise. */
export const idValue = (resource: ServerResource, id: unknown): ResourceId => (resource.def.idKind === 'text' ? String(id) : Number(id));

/** The record keys a field occupies: six for a per-language field, one otherwise. */
export function keysOfField(field: FieldDef): string[] {
  return field.kind === 'localized' || field.kind === 'localizedRich'
    ? LOCALE_CODES.map((code) => `${field.name}_${code}`)
    : [field.name];
}

export const localizedBases = (def: ResourceDef): string[] =>
  def.fields.filter((f) => f.kind === 'localized' || f.kind === 'localizedRich').map((f) => f.name);

/** A stored row as the API shows it: schema keys plus id; calendar dates as 'YYYY-MM-DD', other times as ISO. */
export function rowToRecord(resource: ServerResource, row: Row, fields = resource.def.fields): Row {
  const dateKeys = new Set(fields.filter((f) => f.kind === 'date').map((f) => f.name));
  const record: Row = { id: row.id };
  for (const field of fields) {
    if (field.kind === 'children') continue;
    for (const key of keysOfField(field)) {
      const value = row[key];
      record[key] = value instanceof Date ? (dateKeys.has(key) ? isoDay(value) : value.toISOString()) : (value ?? null);
    }
  }
  return record;
}

/** A list cell: like rowToRecord, for any column of the table. */
export function cellValue(value: unknown): unknown {
  return value instanceof Date ? value.toISOString() : (value ?? null);
}

/**
 * Parsed input -> column values: calendar dates become UTC midnights, rich text is sanitised (stored HTML is
 * rendered as HTML by the site, so it is cleaned once here), children and extra keys are left to their writers.
 */
export function inputToValues(resource: ServerResource, data: Row, fields = resource.def.fields): Row {
  const values: Row = {};
  for (const field of fields) {
    if (field.kind === 'children') continue;
    for (const key of keysOfField(field)) {
      if (!(key in data) || resource.extraKeys?.includes(key)) continue;
      const value = data[key];
      if (field.kind === 'date') values[key] = typeof value === 'string' ? new Date(`${value}T00:00:00Z`) : null;
      else if ((field.kind === 'richtext' || field.kind === 'localizedRich') && typeof value === 'string')
        values[key] = sanitizeStoredHtml(value);
      else values[key] = value;
    }
  }
  return values;
}

/** The record as it will read back after the write: what the audit trail compares and records. */
export function normalisedRecord(resource: ServerResource, id: number | null, data: Row): Row {
  const values = inputToValues(resource, data);
  const record: Row = id === null ? {} : { id };
  for (const [key, value] of Object.entries(values)) record[key] = value instanceof Date ? isoDay(value) : value;
  for (const key of resource.extraKeys ?? []) {
    if (!(key in data)) continue;
    const field = resource.def.fields.find((f) => keysOfField(f).includes(key));
    const rich = field?.kind === 'richtext' || field?.kind === 'localizedRich';
    // Kept elsewhere by writeExtra, but recorded as stored: rich text cleaned the same way.
    record[key] = rich && typeof data[key] === 'string' ? sanitizeStoredHtml(data[key]) : data[key];
  }
  Object.assign(record, normalisedChildren(resource, resource.children, resource.def.fields, data));
  return record;
}

function normalisedChildren(
  resource: ServerResource,
  specs: ServerResource['children'],
  fields: readonly FieldDef[],
  data: Row,
): Row {
  const out: Row = {};
  for (const [name, child] of Object.entries(specs ?? {})) {
    const field = fields.find((f) => f.name === name);
    const items = Array.isArray(data[name]) ? (data[name] as Row[]) : [];
    const childFields = field?.kind === 'children' ? field.fields : [];
    out[name] = items.map((item) => {
      const stored = inputToValues({ ...resource, table: child.table, extraKeys: [] }, item, childFields);
      const flat = Object.fromEntries(Object.entries(stored).map(([k, v]) => [k, v instanceof Date ? isoDay(v) : v]));
      return { ...flat, ...normalisedChildren(resource, child.children, childFields, item) };
    });
  }
  return out;
}
