import type { z } from 'zod';
import { sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import type { Locale } from '../../../shared/locales';
import type { SaleCreateSchema } from '../../../shared/trade/sales.schema';
import { modelKeyOf, type ImportRowError } from '../../../shared/trade/trade.schema';
import { serialKey } from '../../../shared/serials/serial-number';
import type { Actor } from '../../auth/actor';
import type { AppDeps } from '../../deps';
import { sales } from '../../db/schema';
import { DomainError } from '../../errors';
import { auditInsert } from '../logs/audit';
import { catalogueByKey, type CatalogueEntry } from './catalogue';
import { targetCompany, type TradeCompany } from './company';
import { customerKeyOf, latestSaleDate } from './fold';
import { tradeMessage, type TradeMessageKey } from './messages';
import { isReferenceClash, referenceHeld, referenceTaken } from './sale-references';
import { markSerialSold } from './sale-serial-state';
import { companySerialsByKey, SALES_AUDIT_SECTION, soldSerialIds } from './sales';
import type { Ctx } from '../../service-context';

/** A sale as typed (form) or read (file), before its serial or model code is resolved. */
export interface SaleCandidate {
  serial: string;
  modelCode: string;
  quantity: number;
  customerName: string;
  /** The end customer's e-mail, '' when not given. */
  customerEmail: string;
  soldOn: string;
  unitPrice: number;
  currency: string;
  reference: string;
}

/** The sale a form describes (recording one, or correcting one), in the currency given: only the sale's own fields. */
export function candidateOf(form: Omit<SaleCandidate, 'currency'>, currency: string): SaleCandidate {
  const { serial, modelCode, quantity, customerName, customerEmail, soldOn, unitPrice, reference } = form;
  return { serial, modelCode, quantity, customerName, customerEmail, soldOn, unitPrice, currency, reference };
}

export type SerialInfo = Awaited<ReturnType<typeof companySerialsByKey>> extends Map<string, infer V> ? V : never;

export interface Lookups {
  serials: Map<string, SerialInfo>;
  sold: Set<number>;
  catalogue: Map<string, CatalogueEntry>;
}

export type SaleInsert = typeof sales.$inferInsert;
export type Refusal = { key: TradeMessageKey & ImportRowError['problem']; column: string; value?: string };

/**
 * A sale's serial or model code resolved against the company's serials and the catalogue. Another company's serial is
 * "unknown" exactly as one that does not exist; a serial already sold by the company is refused.
 */
export function resolveSale(candidate: SaleCandidate, lookups: Lookups, company: TradeCompany, actor: Actor): { values: SaleInsert; serial?: SerialInfo } | Refusal {
  const base = {
    companyId: company.id,
    customerName: candidate.customerName,
    customerKey: customerKeyOf(candidate.customerName),
    customerEmail: candidate.customerEmail,
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

/** The sale and, for a serial, the serial's sold state (and whom it was sold to, when the company had not noted it). */
export function saleWrites(deps: AppDeps, resolved: { values: SaleInsert; serial?: SerialInfo }): BatchItem<'sqlite'>[] {
  const writes: BatchItem<'sqlite'>[] = [deps.db.insert(sales).values(resolved.values)];
  if (resolved.serial) writes.push(markSerialSold(deps, resolved.serial.id, resolved.values));
  return writes;
}

/** A refusal as the form's error: a 422 naming the field (a serial already sold: 409). */
export function refusalError(locale: Locale, refusal: Refusal): DomainError {
  const message = tradeMessage(locale, refusal.key, { column: refusal.column, ...(refusal.value !== undefined ? { value: refusal.value } : {}) });
  const field = refusal.column === 'model_code' ? 'modelCode' : refusal.column;
  return new DomainError(refusal.key === 'serialSold' ? 409 : 422, message, { [field]: [message] });
}

/** A sale date after tomorrow (UTC) is refused on the form's date field. */
export function refuseFutureDate(locale: Locale, soldOn: string): void {
  if (soldOn <= latestSaleDate()) return;
  const message = tradeMessage(locale, 'futureDate');
  throw new DomainError(422, message, { soldOn: [message] });
}

export async function lookupsFor(deps: AppDeps, company: TradeCompany, typedSerials: string[]): Promise<Lookups> {
  const [found, catalogue] = await Promise.all([companySerialsByKey(deps, company.id, typedSerials), catalogueByKey(deps)]);
  const sold = await soldSerialIds(deps, company.id, [...found.values()]);
  return { serials: found, sold, catalogue };
}

/** Records one sale (the form of /portal/sales). Refusals are 422s naming the field; a serial sold before: 409. */
export async function createSale(ctx: Ctx<'deps' | 'actor' | 'locale'>, data: z.output<typeof SaleCreateSchema>): Promise<{ id: number }> {
  const { deps, actor, locale } = ctx;
  const company = await targetCompany(deps, actor, data.companyId, locale);
  refuseFutureDate(locale, data.soldOn);
  if (await referenceHeld(deps, company.id, data.reference)) throw referenceTaken(locale, data.reference);
  const resolved = resolveSale(candidateOf(data, data.currency ?? company.currency), await lookupsFor(deps, company, data.serial ? [data.serial] : []), company, actor);
  if ('key' in resolved) throw refusalError(locale, resolved);
  try {
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
  } catch (error) {
    if (isReferenceClash(error)) throw referenceTaken(locale, data.reference);
    throw error;
  }
}
