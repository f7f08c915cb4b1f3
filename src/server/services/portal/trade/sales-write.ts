import { eq, sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import type { Locale } from '../../../../shared/locales';
import { SaleCreateSchema, type SaleCreateInput } from '../../../../shared/portal/sales.schema';
import {
  CsvImportSchema,
  modelKeyOf,
  parseMoney,
  TRADE_CURRENCIES,
  TRADE_IMPORT_MAX_ROWS,
  TRADE_MAX_QUANTITY,
  type ImportReport,
  type ImportRowError,
} from '../../../../shared/portal/trade.schema';
import { isIsoDate } from '../../../../shared/portal/trade.schema';
import { serialKey } from '../../../../shared/serials/serial-number';
import type { Actor } from '../../../auth/actor';
import type { AppDeps } from '../../../deps';
import { sales, serials } from '../../../db/schema';
import { DomainError } from '../../../errors';
import { parseInput } from '../../../validation';
import { auditInsert } from '../../audit';
import { catalogueByKey, type CatalogueEntry } from './catalogue';
import { targetCompany, type TradeCompany } from './company';
import { cellOf, headerIndex, parseCsv } from './csv';
import { customerKeyOf, latestSaleDate } from './fold';
import { tradeMessage, type TradeMessageKey } from './messages';
import { companySerialsByKey, SALES_AUDIT_SECTION, soldSerialIds } from './sales';
import { fileProblem, rowProblem } from './import-report';

/** A sale as typed (form) or read (file), before its serial or model code is resolved. */
interface SaleCandidate {
  serial: string;
  modelCode: string;
  quantity: number;
  customerName: string;
  soldOn: string;
  unitPrice: number;
  currency: string;
  reference: string;
}

type SerialInfo = Awaited<ReturnType<typeof companySerialsByKey>> extends Map<string, infer V> ? V : never;

interface Lookups {
  serials: Map<string, SerialInfo>;
  sold: Set<number>;
  catalogue: Map<string, CatalogueEntry>;
}

type SaleInsert = typeof sales.$inferInsert;
type Refusal = { key: TradeMessageKey & ImportRowError['problem']; column: string; value?: string };

/**
 * A sale's serial or model code resolved against the company's serials and the catalogue. Another company's serial is
 * "unknown" exactly as one that does not exist; a serial already sold by the company is refused.
 */
function resolveSale(candidate: SaleCandidate, lookups: Lookups, company: TradeCompany, actor: Actor): { values: SaleInsert; serial?: SerialInfo } | Refusal {
  const base = {
    companyId: company.id,
    customerName: candidate.customerName,
    customerKey: customerKeyOf(candidate.customerName),
    soldOn: candidate.soldOn,
    unitPrice: candidate.unitPrice,
    currency: candidate.currency,
    reference: candidate.reference,
    createdBy: actor.id,
  };
  if (candidate.serial) {
    const key = serialKey(candidate.serial);
    const serial = key ? lookups.serials.get(key) : undefined;
    if (!serial) return { key: 'unknownSerial', column: 'serial', value: candidate.serial };
    if (lookups.sold.has(serial.id)) return { key: 'serialSold', column: 'serial', value: serial.number };
    if (candidate.quantity !== 1) return { key: 'serialQuantity', column: 'quantity' };
    return { values: { ...base, serialId: serial.id, serialNumber: serial.number, productId: serial.productId, modelCode: serial.modelCode, quantity: 1 }, serial };
  }
  const entry = lookups.catalogue.get(modelKeyOf(candidate.modelCode));
  if (!entry) return { key: 'unknownModel', column: 'model_code', value: candidate.modelCode };
  return { values: { ...base, serialId: null, serialNumber: '', productId: entry.productId, modelCode: entry.modelCode, quantity: candidate.quantity } };
}

/** The sale and, for a serial, the serial's own record of whom it was sold to (when the company had not noted it). */
function saleWrites(deps: AppDeps, resolved: { values: SaleInsert; serial?: SerialInfo }): BatchItem<'sqlite'>[] {
  const writes: BatchItem<'sqlite'>[] = [deps.db.insert(sales).values(resolved.values)];
  if (resolved.serial && !resolved.serial.soldTo) {
    writes.push(deps.db.update(serials).set({ soldTo: resolved.values.customerName, soldOn: resolved.values.soldOn }).where(eq(serials.id, resolved.serial.id)));
  }
  return writes;
}

async function lookupsFor(deps: AppDeps, company: TradeCompany, typedSerials: string[]): Promise<Lookups> {
  const [found, catalogue] = await Promise.all([companySerialsByKey(deps, company.id, typedSerials), catalogueByKey(deps)]);
  const sold = await soldSerialIds(deps, company.id, [...found.values()]);
  return { serials: found, sold, catalogue };
}

/** Records one sale (the form of /portal/sales). Refusals are 422s naming the field; a serial sold before: 409. */
export async function createSale(deps: AppDeps, actor: Actor, input: SaleCreateInput, locale: Locale): Promise<{ id: number }> {
  const data = parseInput(SaleCreateSchema, input, locale);
  const company = await targetCompany(deps, actor, data.companyId, locale);
  if (data.soldOn > latestSaleDate()) {
    const message = tradeMessage(locale, 'futureDate');
    throw new DomainError(422, message, { soldOn: [message] });
  }
  const candidate: SaleCandidate = {
    serial: data.serial,
    modelCode: data.modelCode,
    quantity: data.quantity,
    customerName: data.customerName,
    soldOn: data.soldOn,
    unitPrice: data.unitPrice,
    currency: data.currency ?? company.currency,
    reference: data.reference,
  };
  const resolved = resolveSale(candidate, await lookupsFor(deps, company, data.serial ? [data.serial] : []), company, actor);
  if ('key' in resolved) {
    const message = tradeMessage(locale, resolved.key, { column: resolved.column, ...(resolved.value !== undefined ? { value: resolved.value } : {}) });
    const field = resolved.column === 'model_code' ? 'modelCode' : resolved.column;
    throw new DomainError(resolved.key === 'serialSold' ? 409 : 422, message, { [field]: [message] });
  }
  const [[row]] = (await deps.db.batch([
    deps.db.insert(sales).values(resolved.values).returning({ id: sales.id }),
    auditInsert(deps, actor, {
      section: SALES_AUDIT_SECTION,
      action: 'create',
      recordId: sql`cast(last_insert_rowid() as text)`,
      changes: resolved.values,
    }),
    ...saleWrites(deps, resolved).slice(1),
  ])) as unknown as [[{ id: number }]];
  return { id: row.id };
}

/**
 * Imports sales from CSV (columns of SALE_CSV_COLUMNS, any order, by header name). Every row is checked and every
 * refusal reported by line; the rows are written only when none is refused, all in one batch (nothing half-written).
 */
export async function importSales(deps: AppDeps, actor: Actor, input: unknown, locale: Locale): Promise<ImportReport> {
  const { csv, companyId } = parseInput(CsvImportSchema, input, locale);
  const company = await targetCompany(deps, actor, companyId, locale);
  const parsed = parseCsv(csv);
  if (!parsed.ok) return { rows: 0, written: 0, errors: [fileProblem(locale, parsed.line, 'quotes')] };
  const [head, ...body] = parsed.records;
  const header = headerIndex(head);
  if (!header.has('customer') || !header.has('sold_on') || (!header.has('serial') && !header.has('model_code'))) {
    return { rows: body.length, written: 0, errors: [fileProblem(locale, head?.line ?? 1, 'header', 'sold_on, serial, model_code, quantity, customer, unit_price, currency, reference')] };
  }
  if (body.length === 0) return { rows: 0, written: 0, errors: [fileProblem(locale, head?.line ?? 1, 'empty')] };
  if (body.length > TRADE_IMPORT_MAX_ROWS) return { rows: body.length, written: 0, errors: [fileProblem(locale, body[0]!.line, 'tooManyRows', undefined, TRADE_IMPORT_MAX_ROWS)] };

  const lookups = await lookupsFor(deps, company, body.map((record) => cellOf(record, header, 'serial')).filter(Boolean));
  const errors: ImportRowError[] = [];
  const accepted: Array<{ values: SaleInsert; serial?: SerialInfo }> = [];
  const serialLines = new Map<string, number>();
  const latest = latestSaleDate();
  for (const record of body) {
    const cell = (column: string) => cellOf(record, header, column);
    const refuse = (problem: Refusal['key'], column: string, value?: string, n?: number) => errors.push(rowProblem(locale, record.line, problem, column, value, n));
    const before = errors.length;
    const serial = cell('serial');
    const modelCode = cell('model_code');
    const customerName = cell('customer');
    const soldOn = cell('sold_on');
    const quantityText = cell('quantity') || '1';
    const priceText = cell('unit_price') || '0';
    const currency = (cell('currency') || company.currency).toUpperCase();
    const reference = cell('reference');
    if (!serial && !modelCode) refuse('required', header.has('serial') ? 'serial' : 'model_code');
    if (serial.length > 40) refuse('tooLong', 'serial');
    if (modelCode.length > 40) refuse('tooLong', 'model_code');
    if (!customerName) refuse('required', 'customer');
    else if (customerName.length > 200) refuse('tooLong', 'customer');
    if (!soldOn) refuse('required', 'sold_on');
    else if (!isIsoDate(soldOn)) refuse('date', 'sold_on');
    else if (soldOn > latest) refuse('futureDate', 'sold_on');
    const quantity = /^\d{1,7}$/.test(quantityText) ? Number(quantityText) : NaN;
    if (!(quantity >= 1 && quantity <= TRADE_MAX_QUANTITY)) refuse('quantity', 'quantity', undefined, 1);
    const unitPrice = parseMoney(priceText);
    if (unitPrice === null) refuse('price', 'unit_price');
    if (!(TRADE_CURRENCIES as readonly string[]).includes(currency)) refuse('currency', 'currency', TRADE_CURRENCIES.join(', '));
    if (reference.length > 100) refuse('tooLong', 'reference');
    const key = serial ? serialKey(serial) : null;
    if (key) {
      const first = serialLines.get(key);
      if (first !== undefined) refuse('duplicateSerial', 'serial', serial);
      else serialLines.set(key, record.line);
    }
    if (errors.length > before) continue;
    const resolved = resolveSale({ serial, modelCode, quantity, customerName, soldOn, unitPrice: unitPrice!, currency, reference }, lookups, company, actor);
    if ('key' in resolved) refuse(resolved.key, resolved.column, resolved.value);
    else accepted.push(resolved);
  }
  if (errors.length > 0) return { rows: body.length, written: 0, errors };
  const writes = accepted.flatMap((resolved) => saleWrites(deps, resolved));
  const audit = auditInsert(deps, actor, {
    section: SALES_AUDIT_SECTION,
    action: 'create',
    recordId: 'import',
    changes: { import: [null, { companyId: company.id, rows: accepted.length }] },
  });
  await deps.db.batch([audit, ...writes] as [BatchItem<'sqlite'>, ...BatchItem<'sqlite'>[]]);
  return { rows: body.length, written: accepted.length, errors: [] };
}
