import type { z } from 'zod';
import type { BatchItem } from 'drizzle-orm/batch';
import type { Locale } from '../../../shared/locales';
import { isIsoDay } from '../../../shared/format/iso-days';
import { isSaleEmail, SALE_CSV_COLUMNS, SALE_CSV_REQUIRED, SALE_EMAIL_MAX, SALE_REFERENCE_MAX } from '../../../shared/trade/sales.schema';
import {
  CsvImportSchema,
  modelKeyOf,
  parseMoney,
  TRADE_CURRENCIES,
  TRADE_IMPORT_MAX_ROWS,
  TRADE_MAX_QUANTITY,
  type ImportReport,
  type ImportRowError,
  type ImportSkippedRow,
} from '../../../shared/trade/trade.schema';
import { serialKey } from '../../../shared/serials/serial-number';
import type { Actor } from '../../auth/actor';
import type { AppDeps } from '../../deps';
import { auditInsert } from '../logs/audit';
import { targetCompany, type TradeCompany } from './company';
import { cellOf, headerIndex, parseCsv, type CsvRecord } from './csv';
import { latestSaleDate } from './fold';
import { fileProblem, rowProblem } from './import-report';
import { tradeMessage } from './messages';
import { isReferenceClash, salesByReference, type RecordedSale } from './sale-references';
import { SALES_AUDIT_SECTION } from './sales';
import { lookupsFor, resolveSale, saleWrites, type Refusal, type SaleCandidate, type SaleInsert, type SerialInfo } from './sales-write';
import type { Ctx } from '../../service-context';

/**
 * Imports sales from CSV (columns of SALE_CSV_COLUMNS, any order, by header name). Every row is checked and every
 * refusal reported by line; the rows are written only when none is refused, all in one batch (nothing half-written).
 *
 * Idempotent on the partner's reference (issue 27): a row whose reference the company has recorded is skipped and
 * reported, so a file imported twice adds nothing. Two imports of one file at once: the unique index refuses the later
 * batch as a whole, which is then checked again and finds its rows recorded.
 */
export async function importSales(ctx: Ctx<'deps' | 'actor' | 'locale'>, { csv, companyId }: z.output<typeof CsvImportSchema>): Promise<ImportReport> {
  const { deps, actor, locale } = ctx;
  const company = await targetCompany(deps, actor, companyId, locale);
  for (let attempt = 1; ; attempt++) {
    try {
      return await checkAndWrite(deps, actor, company, csv, locale);
    } catch (error) {
      if (!isReferenceClash(error) || attempt === IMPORT_ATTEMPTS) throw error;
    }
  }
}

/** A batch refused by the reference index is checked again (its rows now show as recorded), at most this often. */
const IMPORT_ATTEMPTS = 3;

async function checkAndWrite(deps: AppDeps, actor: Actor, company: TradeCompany, csv: string, locale: Locale): Promise<ImportReport> {
  const parsed = parseCsv(csv);
  if (!parsed.ok) return { rows: 0, written: 0, errors: [fileProblem(locale, parsed.line, 'quotes')], skipped: [] };
  const [head, ...body] = parsed.records;
  const header = headerIndex(head);
  if (SALE_CSV_REQUIRED.some((column) => !header.has(column)) || (!header.has('serial') && !header.has('model_code'))) {
    return { rows: body.length, written: 0, errors: [fileProblem(locale, head?.line ?? 1, 'header', SALE_CSV_COLUMNS.join(', '))], skipped: [] };
  }
  if (body.length === 0) return { rows: 0, written: 0, errors: [fileProblem(locale, head?.line ?? 1, 'empty')], skipped: [] };
  if (body.length > TRADE_IMPORT_MAX_ROWS) {
    return { rows: body.length, written: 0, errors: [fileProblem(locale, body[0]!.line, 'tooManyRows', undefined, TRADE_IMPORT_MAX_ROWS)], skipped: [] };
  }

  const [lookups, recorded] = await Promise.all([
    lookupsFor(deps, company, body.map((record) => cellOf(record, header, 'serial')).filter(Boolean)),
    salesByReference(deps, company.id, body.map((record) => cellOf(record, header, 'reference'))),
  ]);
  const errors: ImportRowError[] = [];
  const skipped: ImportSkippedRow[] = [];
  const accepted: Array<{ values: SaleInsert; serial?: SerialInfo }> = [];
  const serialLines = new Map<string, number>();
  const referenceLines = new Map<string, number>();
  const latest = latestSaleDate();
  for (const record of body) {
    const cell = (column: string) => cellOf(record, header, column);
    const refuse = (problem: Refusal['key'], column: string, value?: string, n?: number) => errors.push(rowProblem(locale, record.line, problem, column, value, n));
    const reference = cell('reference');
    const known = recorded.get(reference);
    if (reference && known) {
      skipped.push(skippedRow(locale, record, reference, known, cell, company, header.has('customer_email')));
      continue;
    }
    const before = errors.length;
    const serial = cell('serial');
    const modelCode = cell('model_code');
    const customerName = cell('customer');
    const customerEmail = cell('customer_email');
    const soldOn = cell('sold_on');
    const quantityText = cell('quantity') || '1';
    const priceText = cell('unit_price') || '0';
    const currency = (cell('currency') || company.currency).toUpperCase();
    if (!serial && !modelCode) refuse('required', header.has('serial') ? 'serial' : 'model_code');
    if (serial.length > 40) refuse('tooLong', 'serial');
    if (modelCode.length > 40) refuse('tooLong', 'model_code');
    if (!customerName) refuse('required', 'customer');
    else if (customerName.length > 200) refuse('tooLong', 'customer');
    if (customerEmail.length > SALE_EMAIL_MAX) refuse('tooLong', 'customer_email');
    else if (!isSaleEmail(customerEmail)) refuse('email', 'customer_email');
    if (!soldOn) refuse('required', 'sold_on');
    else if (!isIsoDay(soldOn)) refuse('date', 'sold_on');
    else if (soldOn > latest) refuse('futureDate', 'sold_on');
    const quantity = /^\d{1,7}$/.test(quantityText) ? Number(quantityText) : NaN;
    if (!(quantity >= 1 && quantity <= TRADE_MAX_QUANTITY)) refuse('quantity', 'quantity', undefined, 1);
    const unitPrice = parseMoney(priceText);
    if (unitPrice === null) refuse('price', 'unit_price');
    if (!(TRADE_CURRENCIES as readonly string[]).includes(currency)) refuse('currency', 'currency', TRADE_CURRENCIES.join(', '));
    if (!reference) refuse('required', 'reference');
    else if (reference.length > SALE_REFERENCE_MAX) refuse('tooLong', 'reference');
    else if (referenceLines.has(reference)) refuse('duplicateReference', 'reference', reference);
    else referenceLines.set(reference, record.line);
    const key = serial ? serialKey(serial) : null;
    if (key) {
      if (serialLines.has(key)) refuse('duplicateSerial', 'serial', serial);
      else serialLines.set(key, record.line);
    }
    if (errors.length > before) continue;
    const candidate: SaleCandidate = { serial, modelCode, quantity, customerName, customerEmail, soldOn, unitPrice: unitPrice!, currency, reference };
    const resolved = resolveSale(candidate, lookups, company, actor);
    if ('key' in resolved) refuse(resolved.key, resolved.column, resolved.value);
    else accepted.push(resolved);
  }
  if (errors.length > 0 || accepted.length === 0) return { rows: body.length, written: 0, errors, skipped };
  const writes = accepted.flatMap((resolved) => saleWrites(deps, resolved));
  const audit = auditInsert(deps, actor, {
    section: SALES_AUDIT_SECTION,
    action: 'create',
    recordId: 'import',
    changes: { import: [null, { companyId: company.id, rows: accepted.length, skipped: skipped.length, references: accepted.map((sale) => sale.values.reference) }] },
  });
  await deps.db.batch([audit, ...writes] as [BatchItem<'sqlite'>, ...BatchItem<'sqlite'>[]]);
  return { rows: body.length, written: accepted.length, errors: [], skipped };
}

/**
 * A row whose reference is recorded: reported, not written. When the file says something else than the recorded sale
 * (another customer, date, item, quantity or price; the end customer's e-mail when the file has that column), the
 * message says so: the sale is corrected on the list, not by importing it again.
 */
function skippedRow(
  locale: Locale,
  record: CsvRecord,
  reference: string,
  sale: RecordedSale,
  cell: (column: string) => string,
  company: TradeCompany,
  hasEmail: boolean,
): ImportSkippedRow {
  const serial = cell('serial');
  const modelCode = cell('model_code');
  const same =
    cell('sold_on') === sale.soldOn &&
    cell('customer') === sale.customerName &&
    (!hasEmail || cell('customer_email').toLowerCase() === sale.customerEmail.toLowerCase()) &&
    (serial ? serialKey(serial) === serialKey(sale.serialNumber) : modelKeyOf(modelCode) === modelKeyOf(sale.modelCode)) &&
    Number(cell('quantity') || '1') === sale.quantity &&
    parseMoney(cell('unit_price') || '0') === sale.unitPrice &&
    (cell('currency') || company.currency).toUpperCase() === sale.currency;
  return {
    line: record.line,
    reference,
    differs: !same,
    message: tradeMessage(locale, same ? 'alreadyImported' : 'alreadyImportedDiffers', { value: reference }),
  };
}
