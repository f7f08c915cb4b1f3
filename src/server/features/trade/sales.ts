import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import { serialKey } from '../../../shared/serials/serial-number';
import type { AppDeps } from '../../deps';
import { productOptions, products, sales, serials } from '../../db/schema';
import { selectInstruments } from '../serials/instrument-select';

/**
 * /portal/sales (issue 12): what the sale workflows share (sales-write.ts records one, sales-import.ts a file of them,
 * sales-correct.ts edits or removes one). The list, its totals and its CSV are the sales collection's
 * (features/trade/collections/sales.ts and sales-reports.ts).
 */
export const SALES_AUDIT_SECTION = 'portal.sales';

/** The company's serials among some typed serial numbers, by key (an option may share its product's number). */
export async function companySerialsByKey(deps: AppDeps, companyId: number, typed: readonly string[]) {
  const keys = [...new Set(typed.map((text) => serialKey(text)).filter((key): key is string => key !== null))];
  const found = new Map<string, { id: number; number: string; productId: number; modelCode: string; soldTo: string }>();
  for (let i = 0; i < keys.length; i += 500) {
    const rows = await selectInstruments(deps, { id: serials.id, number: serials.number, key: serials.numberKey, productId: serials.productId, productCode: products.modelCode, optionCode: productOptions.modelCode, soldTo: serials.soldTo })
      .where(and(eq(serials.companyId, companyId), inArray(serials.numberKey, keys.slice(i, i + 500))))
      .orderBy(asc(serials.id));
    for (const row of rows) {
      if (!found.has(row.key)) found.set(row.key, { id: row.id, number: row.number, productId: row.productId, modelCode: row.optionCode || row.productCode, soldTo: row.soldTo });
    }
  }
  return found;
}

/** Which of these serials of the company already have a sale recorded (read by number: sales_company_serial_idx). */
export async function soldSerialIds(deps: AppDeps, companyId: number, found: ReadonlyArray<{ id: number; number: string }>): Promise<Set<number>> {
  const wanted = new Set(found.map((serial) => serial.id));
  const numbers = [...new Set(found.map((serial) => serial.number))];
  const sold = new Set<number>();
  for (let i = 0; i < numbers.length; i += 500) {
    const rows = await deps.db
      .select({ id: sales.serialId })
      .from(sales)
      .where(and(eq(sales.companyId, companyId), inArray(sales.serialNumber, numbers.slice(i, i + 500)), isNotNull(sales.serialId)));
    for (const row of rows) if (row.id !== null && wanted.has(row.id)) sold.add(row.id);
  }
  return sold;
}
