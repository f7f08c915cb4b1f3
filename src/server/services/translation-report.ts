import { and, asc, or, sql, type SQL } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import { LOCALE_CODES, type LocaleCode } from '../../shared/locales';
import type { Actor } from '../auth/actor';
import type { AppDeps } from '../deps';
import { columnsOf } from '../resources/records';
import { SERVER_RESOURCES } from '../resources/registry';
import type { ServerResource } from '../resources/types';

/**
 * The missing-translations report of /admin/content (issue 4 item 5): for every resource with per-language fields,
 * the records whose English text exists in a field that some other language lacks. English is the fallback every
 * visitor may see, so a field without English is not "missing a translation" (it is simply empty).
 */

export type TargetLocale = Exclude<LocaleCode, 'EN'>;
export const TARGET_LOCALES = LOCALE_CODES.filter((code): code is TargetLocale => code !== 'EN');
/** Rows listed per resource; the counts still cover every record. */
export const TRANSLATION_REPORT_ROW_CAP = 500;

export interface MissingTranslationRow {
  id: number;
  /** The record's label field (EN text), or `#id` when empty. */
  label: string;
  /** Field base (e.g. 'title') -> the languages it lacks; only fields with an English text appear. */
  missing: Record<string, TargetLocale[]>;
}

export interface ResourceTranslationReport {
  /** Resource name: admin.resources.<name>, RESOURCE_DEFS[name]. */
  resource: string;
  /** i18n namespace and key of the section's title. */
  ns: string;
  title: string;
  /** Where its records are edited: `${basePath}/${id}` when editRoute is set, else in a dialog on the list. */
  basePath: string;
  editRoute: string | null;
  /** The per-language fields checked, with their i18n label keys (in `ns`). */
  fields: { name: string; label: string }[];
  /** Records missing at least one translation; `rows` holds the first TRANSLATION_REPORT_ROW_CAP by id. */
  total: number;
  capped: boolean;
  /** Records missing at least one field in that language. */
  missingByLocale: Record<TargetLocale, number>;
  rows: MissingTranslationRow[];
}

export interface TranslationReport {
  locales: TargetLocale[];
  resources: ResourceTranslationReport[];
  totals: { records: number; missingByLocale: Record<TargetLocale, number> };
}

/** The per-language fields whose six columns live in the resource's own table (texts kept elsewhere are skipped). */
function checkedFields(resource: ServerResource): { name: string; label: string }[] {
  const columns = columnsOf(resource.table);
  return resource.def.fields
    .filter((f) => f.kind === 'localized' || f.kind === 'localizedRich')
    .filter((f) => LOCALE_CODES.every((code) => columns[`${f.name}_${code}`] !== undefined))
    .map((f) => ({ name: f.name, label: f.label ?? `fields.${f.name}` }));
}

const zeroCounts = (): Record<TargetLocale, number> =>
  Object.fromEntries(TARGET_LOCALES.map((code) => [code, 0])) as Record<TargetLocale, number>;

/**
 * One query per resource: the id, the label and a `<col> <> ''` flag per field and language of the records missing
 * something, capped; the window aggregates give the uncapped totals in the same pass.
 */
async function reportFor(deps: AppDeps, actor: Actor, name: string, resource: ServerResource): Promise<ResourceTranslationReport | null> {
  const fields = checkedFields(resource);
  if (fields.length === 0) return null;
  const columns = columnsOf(resource.table);
  const column = (base: string, code: LocaleCode) => columns[`${base}_${code}`]!;
  const gap = (base: string, code: TargetLocale) => sql`(${column(base, 'EN')} <> '' and ${column(base, code)} = '')`;
  const missingIn = (code: TargetLocale) => or(...fields.map((f) => gap(f.name, code)))!;
  const label: SQLiteColumn | SQL = columns[resource.def.labelField] ?? sql`''`;

  const selection: Record<string, SQLiteColumn | SQL> = { id: resource.table.id, label };
  for (const f of fields)
    for (const code of LOCALE_CODES) selection[`f:${f.name}:${code}`] = sql<number>`(${column(f.name, code)} <> '')`;
  selection['n:total'] = sql<number>`count(*) over ()`;
  for (const code of TARGET_LOCALES) selection[`n:${code}`] = sql<number>`sum(${missingIn(code)}) over ()`;

  const rows = (await deps.db
    .select(selection)
    .from(resource.table)
    .where(and(resource.scope?.(actor), or(...TARGET_LOCALES.map(missingIn))))
    .orderBy(asc(resource.table.id))
    .limit(TRANSLATION_REPORT_ROW_CAP)) as Record<string, unknown>[];

  const first = rows[0];
  const total = Number(first?.['n:total'] ?? 0);
  const missingByLocale = zeroCounts();
  for (const code of TARGET_LOCALES) missingByLocale[code] = Number(first?.[`n:${code}`] ?? 0);
  return {
    resource: name,
    ns: resource.def.ns,
    title: resource.def.title,
    basePath: resource.def.basePath,
    editRoute: resource.def.routes.edit ?? null,
    fields,
    total,
    capped: total > rows.length,
    missingByLocale,
    rows: rows.map((row) => toRow(row, fields)),
  };
}

function toRow(row: Record<string, unknown>, fields: { name: string }[]): MissingTranslationRow {
  const filled = (base: string, code: LocaleCode) => Number(row[`f:${base}:${code}`]) === 1;
  const missing: Record<string, TargetLocale[]> = {};
  for (const { name } of fields) {
    if (!filled(name, 'EN')) continue;
    const lacking = TARGET_LOCALES.filter((code) => !filled(name, code));
    if (lacking.length > 0) missing[name] = lacking;
  }
  const id = Number(row.id);
  const label = typeof row.label === 'string' && row.label !== '' ? row.label : `#${id}`;
  return { id, label, missing };
}

export async function translationReport(deps: AppDeps, actor: Actor): Promise<TranslationReport> {
  const entries = Object.entries(SERVER_RESOURCES) as [string, ServerResource][];
  const reports = (await Promise.all(entries.map(([name, resource]) => reportFor(deps, actor, name, resource)))).filter(
    (r): r is ResourceTranslationReport => r !== null,
  );
  const totals = { records: 0, missingByLocale: zeroCounts() };
  for (const report of reports) {
    totals.records += report.total;
    for (const code of TARGET_LOCALES) totals.missingByLocale[code] += report.missingByLocale[code];
  }
  return { locales: [...TARGET_LOCALES], resources: reports, totals };
}
