import { and, asc, or, sql, type SQL } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import { LOCALE_CODES, type LocaleCode } from '../../../../shared/locales';
import type { Actor } from '../../../auth/actor';
import type { AppDeps } from '../../../deps';
import { languages } from '../../../db/schema';
import { columnsOf } from '../../../collections/records';
import { translationSources, type TranslationSource } from './translation-sources';
import type { Ctx } from '../../../service-context';

/**
 * The missing-translations report of /admin/content (issue 4 item 5, issue 30 item 3): for every table with
 * per-language columns (translation-sources.ts: the admin resources' and the hand-built screens' alike), the records
 * whose English text exists in a field that an active language (the enabled languages of /admin/settings/languages)
 * lacks. English is the fallback every visitor may see, so a field without English is not "missing a translation" (it
 * is simply empty).
 */

export type TargetLocale = Exclude<LocaleCode, 'EN'>;
export const TARGET_LOCALES = LOCALE_CODES.filter((code): code is TargetLocale => code !== 'EN');
/** Rows listed per resource; the counts still cover every record. */
export const TRANSLATION_REPORT_ROW_CAP = 500;

export interface MissingTranslationRow {
  id: number;
  /** The page where the texts are edited (the record's, its parent's, or the section's list). */
  href: string;
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
  /** The per-language fields checked, with their i18n label keys and namespaces. */
  fields: { name: string; label: string; ns: string }[];
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

const zeroCounts = (): Record<TargetLocale, number> =>
  Object.fromEntries(TARGET_LOCALES.map((code) => [code, 0])) as Record<TargetLocale, number>;

/**
 * One query per table: the id, the label, the edit target and a `<col> <> ''` flag per field and language of the
 * records missing something, capped; the window aggregates give the uncapped totals in the same pass.
 */
async function reportFor(deps: AppDeps, actor: Actor, source: TranslationSource, targets: readonly TargetLocale[]): Promise<ResourceTranslationReport> {
  const { fields } = source;
  const columns = columnsOf(source.table);
  const column = (base: string, code: LocaleCode) => columns[`${base}_${code}`]!;
  const gap = (base: string, code: TargetLocale) => sql`(${column(base, 'EN')} <> '' and ${column(base, code)} = '')`;
  const missingIn = (code: TargetLocale) => or(...fields.map((f) => gap(f.name, code)))!;

  const selection: Record<string, SQLiteColumn | SQL> = { id: source.table.id, label: source.label, target: source.target ?? sql`null` };
  for (const f of fields)
    for (const code of LOCALE_CODES) selection[`f:${f.name}:${code}`] = sql<number>`(${column(f.name, code)} <> '')`;
  selection['n:total'] = sql<number>`count(*) over ()`;
  for (const code of targets) selection[`n:${code}`] = sql<number>`sum(${missingIn(code)}) over ()`;

  const rows =
    targets.length === 0
      ? []
      : ((await deps.db
          .select(selection)
          .from(source.table)
          .where(and(source.scope?.(actor), or(...targets.map(missingIn))))
          .orderBy(asc(source.table.id))
          .limit(TRANSLATION_REPORT_ROW_CAP)) as Record<string, unknown>[]);

  const first = rows[0];
  const total = Number(first?.['n:total'] ?? 0);
  const missingByLocale = zeroCounts();
  for (const code of targets) missingByLocale[code] = Number(first?.[`n:${code}`] ?? 0);
  return {
    resource: source.key,
    ns: source.ns,
    title: source.title,
    basePath: source.basePath,
    editRoute: source.editRoute,
    fields,
    total,
    capped: total > rows.length,
    missingByLocale,
    rows: rows.map((row) => toRow(row, source, targets)),
  };
}

function toRow(row: Record<string, unknown>, source: TranslationSource, targets: readonly TargetLocale[]): MissingTranslationRow {
  const filled = (base: string, code: LocaleCode) => Number(row[`f:${base}:${code}`]) === 1;
  const missing: Record<string, TargetLocale[]> = {};
  for (const { name } of source.fields) {
    if (!filled(name, 'EN')) continue;
    const lacking = targets.filter((code) => !filled(name, code));
    if (lacking.length > 0) missing[name] = lacking;
  }
  const id = Number(row.id);
  const label = typeof row.label === 'string' && row.label !== '' ? row.label : `#${id}`;
  const target = row.target === null || row.target === undefined ? null : String(row.target);
  return { id, href: target === null ? source.basePath : `${source.basePath}/${target}`, label, missing };
}

/** The languages the report checks: every enabled language but English (all five when the settings list none). */
async function activeTargets(deps: AppDeps): Promise<TargetLocale[]> {
  const rows = await deps.db.select({ code: languages.code, enabled: languages.enabled }).from(languages);
  if (rows.length === 0) return [...TARGET_LOCALES];
  const enabled = new Set(rows.filter((row) => row.enabled).map((row) => row.code.toUpperCase()));
  return TARGET_LOCALES.filter((code) => enabled.has(code));
}

export async function translationReport(ctx: Ctx<'deps' | 'actor'>): Promise<TranslationReport> {
  const { deps, actor } = ctx;
  const targets = await activeTargets(deps);
  const reports = await Promise.all(translationSources().map((source) => reportFor(deps, actor, source, targets)));
  const totals = { records: 0, missingByLocale: zeroCounts() };
  for (const report of reports) {
    totals.records += report.total;
    for (const code of TARGET_LOCALES) totals.missingByLocale[code] += report.missingByLocale[code];
  }
  return { locales: targets, resources: reports, totals };
}
