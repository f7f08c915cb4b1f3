import type { z } from 'zod';
import { and, eq } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import type { SaleUpdateSchema } from '../../../shared/trade/sales.schema';
import { serialKey } from '../../../shared/serials/serial-number';
import type { Actor } from '../../auth/actor';
import type { AppDeps } from '../../deps';
import { sales } from '../../db/schema';
import { auditInsert, diffRecords } from '../logs/audit';
import { companyScope } from '../../scope';
import { targetCompany } from './company';
import { customerKeyOf } from './fold';
import { isReferenceClash, referenceHeld, referenceTaken } from './sale-references';
import { markSerialSold, releaseSerial } from './sale-serial-state';
import { SALES_AUDIT_SECTION } from './sales';
import { candidateOf, lookupsFor, refusalError, refuseFutureDate, resolveSale, type SaleInsert } from './sales-write';
import type { Ctx } from '../../service-context';
import { rowOr404 } from '../../db/one-row';

/**
 * Correcting the company's sales (issue 27): a senior role (or Voltara) edits or removes a sale recorded by mistake.
 * The router allows only 'portal:manage-company'; here every sale is read through the company scope (another
 * company's: 404). The totals by period follow through the triggers of sale_day_totals, the serial's sold state through
 * sale-serial-state.ts, and each change is in the audit trail with its before and after, in the same batch.
 */

type Sale = typeof sales.$inferSelect;

async function ownSale(deps: AppDeps, actor: Actor, id: number): Promise<Sale> {
  return rowOr404(deps, sales, and(eq(sales.id, id), companyScope(actor, sales.companyId)), 'Sale');
}

/** The fields a correction may change (not the company, who recorded it or when). */
type Corrected = Pick<Sale, 'serialId' | 'serialNumber' | 'productId' | 'modelCode' | 'quantity' | 'customerName' | 'customerKey' | 'customerEmail' | 'soldOn' | 'unitPrice' | 'currency' | 'reference'>;

const correctable = (sale: Sale): Corrected => ({
  serialId: sale.serialId,
  serialNumber: sale.serialNumber,
  productId: sale.productId,
  modelCode: sale.modelCode,
  quantity: sale.quantity,
  customerName: sale.customerName,
  customerKey: sale.customerKey,
  customerEmail: sale.customerEmail,
  soldOn: sale.soldOn,
  unitPrice: sale.unitPrice,
  currency: sale.currency,
  reference: sale.reference,
});

/**
 * Edits a sale, checked as a new sale is (422 naming the field; a serial sold in another sale, or a reference another
 * sale holds: 409). Keeping the sale's serial needs no new check (it may have left the company's serials since).
 */
export async function updateSale(ctx: Ctx<'deps' | 'actor' | 'locale'>, data: z.output<typeof SaleUpdateSchema>): Promise<{ id: number }> {
  const { deps, actor, locale } = ctx;
  const sale = await ownSale(deps, actor, data.id);
  const company = await targetCompany(deps, actor, sale.companyId, locale);
  refuseFutureDate(locale, data.soldOn);
  if (data.reference !== sale.reference && (await referenceHeld(deps, company.id, data.reference, sale.id))) throw referenceTaken(locale, data.reference);

  const keepsSerial = data.serial !== '' && sale.serialId !== null && serialKey(data.serial) === serialKey(sale.serialNumber);
  const currency = data.currency ?? sale.currency;
  const before = correctable(sale);
  let after: Corrected;
  if (keepsSerial) {
    if (data.quantity !== 1) throw refusalError(locale, { key: 'serialQuantity', column: 'quantity' });
    after = {
      ...before,
      customerName: data.customerName,
      customerKey: customerKeyOf(data.customerName),
      customerEmail: data.customerEmail,
      soldOn: data.soldOn,
      unitPrice: data.unitPrice,
      currency,
      reference: data.reference,
    };
  } else {
    const resolved = resolveSale(candidateOf(data, currency), await lookupsFor(deps, company, data.serial ? [data.serial] : []), company, actor);
    if ('key' in resolved) throw refusalError(locale, resolved);
    after = pickCorrected(resolved.values);
  }
  const changes = diffRecords(before, after);
  if (Object.keys(changes).length === 0) return { id: sale.id };

  const writes: BatchItem<'sqlite'>[] = [
    deps.db.update(sales).set(after).where(eq(sales.id, sale.id)),
    auditInsert(deps, actor, { section: SALES_AUDIT_SECTION, recordId: String(sale.id), action: 'update', changes }),
  ];
  const note = { customerName: after.customerName, soldOn: after.soldOn };
  if (after.serialId !== before.serialId) {
    if (before.serialId !== null) writes.push(releaseSerial(deps, before.serialId, sale.companyId, sale));
    if (after.serialId !== null) writes.push(markSerialSold(deps, after.serialId, note));
  } else if (after.serialId !== null) {
    writes.push(markSerialSold(deps, after.serialId, note, sale));
  }
  try {
    await deps.db.batch(writes as [BatchItem<'sqlite'>, ...BatchItem<'sqlite'>[]]);
  } catch (error) {
    if (isReferenceClash(error)) throw referenceTaken(locale, data.reference);
    throw error;
  }
  return { id: sale.id };
}

function pickCorrected(values: SaleInsert): Corrected {
  return {
    serialId: values.serialId ?? null,
    serialNumber: values.serialNumber ?? '',
    productId: values.productId ?? null,
    modelCode: values.modelCode,
    quantity: values.quantity ?? 1,
    customerName: values.customerName,
    customerKey: values.customerKey,
    customerEmail: values.customerEmail ?? '',
    soldOn: values.soldOn,
    unitPrice: values.unitPrice ?? 0,
    currency: values.currency ?? 'EUR',
    reference: values.reference ?? '',
  };
}

/** Removes a sale recorded by mistake (audited with what it held); its serial goes back to the company's stock. */
export async function removeSale(ctx: Ctx<'deps' | 'actor'>, { id }: { id: number }): Promise<{ ok: true }> {
  const { deps, actor } = ctx;
  const sale = await ownSale(deps, actor, id);
  const writes: BatchItem<'sqlite'>[] = [
    deps.db.delete(sales).where(eq(sales.id, id)),
    auditInsert(deps, actor, { section: SALES_AUDIT_SECTION, recordId: String(id), action: 'delete', changes: { ...sale, createdAt: sale.createdAt.toISOString() } }),
  ];
  if (sale.serialId !== null) writes.push(releaseSerial(deps, sale.serialId, sale.companyId, sale));
  await deps.db.batch(writes as [BatchItem<'sqlite'>, ...BatchItem<'sqlite'>[]]);
  return { ok: true };
}
