import { strToU8, zipSync } from 'fflate';
import type { GdprExport } from '../../../../shared/logs/gdpr.schema';
import type { Locale } from '../../../../shared/locales';
import type { Actor } from '../../../auth/actor';
import { writeCsv, type CsvCell } from '../../../csv/write-csv';
import type { AppDeps } from '../../../deps';
import { exportPersonalData } from '../gdpr';
import type { Ctx } from '../../../service-context';

/**
 * "Download my data" (GDPR art. 15 and 20, docs/decisions/0043): the same export the admin's GDPR panel makes
 * (features/privacy/gdpr/export.ts), so the person and Voltara see one and the same record of what is stored, and each
 * download is in the GDPR log. A handful an hour per account: each one reads every table that names the person.
 */
const DOWNLOAD_RULE = { limit: 5, windowSeconds: 3600 };

async function ownExport(deps: AppDeps, actor: Actor, locale: Locale): Promise<GdprExport> {
  await deps.limiter.hit(`data-download:${actor.id}`, DOWNLOAD_RULE);
  return exportPersonalData({ deps, actor, locale }, { userId: actor.id });
}

/** The export as one JSON document. */
export async function ownDataJson(ctx: Ctx<'deps' | 'actor' | 'locale'>): Promise<string> {
  const { deps, actor, locale } = ctx;
  return `${JSON.stringify(await ownExport(deps, actor, locale), null, 2)}\n`;
}

/**
 * The export as a zip of one CSV per section (profile.csv, consents.csv, certificates.csv ...), with the JSON beside
 * them: a spreadsheet opens each table, while nested values (a certificate's content) stay readable as JSON text.
 */
export async function ownDataZip(ctx: Ctx<'deps' | 'actor' | 'locale'>): Promise<Uint8Array> {
  const { deps, actor, locale } = ctx;
  const data = await ownExport(deps, actor, locale);
  const files: Record<string, Uint8Array> = { 'my-data.json': strToU8(`${JSON.stringify(data, null, 2)}\n`) };
  for (const [section, value] of Object.entries(data)) {
    if (section === 'exportedAt') continue;
    const rows = Array.isArray(value) ? (value as Record<string, unknown>[]) : value && typeof value === 'object' ? [value as Record<string, unknown>] : [];
    files[`${section}.csv`] = strToU8(sectionCsv(rows));
  }
  return zipSync(files, { level: 6 });
}

/** One row per record; the columns are every field any record has, in the order first seen. */
function sectionCsv(rows: readonly Record<string, unknown>[]): string {
  const header = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  return writeCsv(
    header,
    rows.map((row) => header.map((key) => cell(row[key]))),
  );
}

function cell(value: unknown): CsvCell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  return JSON.stringify(value);
}
