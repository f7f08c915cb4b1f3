import type { z } from 'zod';
import { and, eq, sql } from 'drizzle-orm';
import { SERIAL_IMPORT_MAX_ROWS, SerialImportSchema, SerialUpdateSchema, type SerialImportReport } from '../../../shared/serials/admin.schema';
import { SERIAL_STATUSES, type SerialStatus } from '../../../shared/serials/enums';
import { normaliseSerial, serialKey } from '../../../shared/serials/serial-number';
import { isIsoDay } from '../../../shared/format/iso-days';
import { companies, productOptions, products, serials } from '../../db/schema';
import { validationError } from '../../errors';
import { fieldMessage } from '../../validation';
import { auditInsert, diffRecords } from '../logs/audit';
import type { Ctx } from '../../service-context';
import { rowOr404 } from '../../db/one-row';

/** /admin/serials/{id}: the sale and status of an instrument (ownership changes through registration only). */
export async function updateSerial(ctx: Ctx<'deps' | 'actor' | 'locale'>, data: z.output<typeof SerialUpdateSchema>) {
  const { deps, actor, locale } = ctx;
  const row = await rowOr404(deps, serials, eq(serials.id, data.id), 'Serial');
  if (data.companyId !== null) {
    const [company] = await deps.db.select({ id: companies.id }).from(companies).where(eq(companies.id, data.companyId));
    if (!company) throw validationError({ companyId: [fieldMessage('invalid', 'companyId', locale)] });
  }
  const before = { status: row.status, companyId: row.companyId, soldOn: row.soldOn, soldTo: row.soldTo, nextDueOn: row.nextDueOn };
  const after = { status: data.status, companyId: data.companyId, soldOn: data.soldOn, soldTo: data.soldTo, nextDueOn: data.nextDueOn };
  const changes = diffRecords(before, after);
  if (Object.keys(changes).length === 0) return { id: row.id };
  await deps.db.batch([
    deps.db.update(serials).set(after).where(eq(serials.id, row.id)),
    auditInsert(deps, actor, { section: 'serials', recordId: String(row.id), action: 'update', changes }),
  ]);
  return { id: row.id };
}

/** One CSV line split on commas, honouring double quotes ("a, b" stays one field; "" is a quote). */
export function csvFields(line: string): string[] {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i]!;
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      fields.push(field.trim());
      field = '';
    } else field += ch;
  }
  fields.push(field.trim());
  return fields;
}

const HEADER = ['serial', 'model', 'build_date', 'status', 'company'] as const;

/**
 * CSV import (/admin/serials): `serial,model,build_date[,status][,company]` with a header row; the model is a
 * product's or an option's model code. Each row is created, or updated when the instrument exists; a bad row is
 * reported with its line number and the rest still go in. The whole import is one audit entry.
 */
export async function importSerials(ctx: Ctx<'deps' | 'actor' | 'locale'>, { csv }: z.output<typeof SerialImportSchema>): Promise<SerialImportReport> {
  const { deps, actor } = ctx;
  const lines = csv.replace(/^\uFEFF/, '').split(/\r?\n/);
  const header = csvFields(lines[0] ?? '').map((h) => h.toLowerCase());
  if (header[0] !== 'serial' || header[1] !== 'model' || header[2] !== 'build_date') {
    throw validationError({ csv: [`The first line must be the header: ${HEADER.join(',')}`] });
  }
  const body = lines.slice(1).map((text, index) => ({ text, line: index + 2 })).filter((l) => l.text.trim() !== '');
  if (body.length > SERIAL_IMPORT_MAX_ROWS) throw validationError({ csv: [`At most ${SERIAL_IMPORT_MAX_ROWS} rows can be imported at once.`] });

  const models = new Map<string, { productId: number; optionId: number | null }>();
  for (const p of await deps.db.select({ id: products.id, code: products.modelCode }).from(products)) if (p.code) models.set(p.code.toUpperCase(), { productId: p.id, optionId: null });
  for (const o of await deps.db.select({ id: productOptions.id, productId: productOptions.productId, code: productOptions.modelCode }).from(productOptions)) if (o.code) models.set(o.code.toUpperCase(), { productId: o.productId, optionId: o.id });
  const companyIds = new Map((await deps.db.select({ id: companies.id, name: companies.name }).from(companies)).map((c) => [c.name.toLowerCase(), c.id]));

  const report: SerialImportReport = { created: 0, updated: 0, rows: [] };
  for (const { text, line } of body) {
    const [rawSerial = '', rawModel = '', buildDate = '', rawStatus = '', rawCompany = ''] = csvFields(text);
    const number = normaliseSerial(rawSerial);
    const key = serialKey(rawSerial);
    const model = models.get(rawModel.toUpperCase());
    const status = (rawStatus || 'in-stock') as SerialStatus;
    const companyId = rawCompany ? companyIds.get(rawCompany.toLowerCase()) : null;
    const problem = !number || !key ? 'The serial number is missing or has characters a serial number cannot have.'
      : !model ? `Unknown model code "${rawModel.slice(0, 40)}".`
      : !isIsoDay(buildDate) ? 'The build date must be a date (YYYY-MM-DD).'
      : !SERIAL_STATUSES.includes(status) ? `Unknown status "${rawStatus.slice(0, 20)}".`
      : companyId === undefined ? `Unknown company "${rawCompany.slice(0, 60)}".`
      : '';
    if (problem || !number || !key || !model || companyId === undefined) {
      report.rows.push({ line, number: rawSerial.slice(0, 40), outcome: 'error', message: problem });
      continue;
    }
    const [existing] = await deps.db
      .select({ id: serials.id })
      .from(serials)
      .where(and(eq(serials.numberKey, key), eq(serials.productId, model.productId), sql`coalesce(${serials.optionId}, 0) = ${model.optionId ?? 0}`));
    if (existing) {
      await deps.db.update(serials).set({ buildDate, status, companyId }).where(eq(serials.id, existing.id));
      report.updated++;
      report.rows.push({ line, number, outcome: 'updated', message: '' });
    } else {
      await deps.db.insert(serials).values({ number, numberKey: key, productId: model.productId, optionId: model.optionId, buildDate, status, companyId });
      report.created++;
      report.rows.push({ line, number, outcome: 'created', message: '' });
    }
  }
  await auditInsert(deps, actor, { section: 'serials', recordId: 'import', action: 'create', changes: { import: [null, { created: report.created, updated: report.updated, errors: report.rows.filter((r) => r.outcome === 'error').length }] } });
  return report;
}
