import { and, eq, inArray, ne, type SQL } from 'drizzle-orm';
import type { Locale } from '../../../shared/locales';
import type { AppDeps } from '../../deps';
import { sales } from '../../db/schema';
import { DomainError } from '../../errors';
import { databaseErrorMatches } from '../users/rules';
import { tradeMessage } from './messages';

/**
 * The partner's own reference identifies a sale within its company (issue 27): the unique index
 * sales_company_reference_idx (empty references aside) holds it even when two imports or forms race; these read it.
 */

/** Repeats the partial index's own condition: SQLite uses a partial index only for a query that states it. */
const referenced = ne(sales.reference, '');

/** The database refused a second sale with one reference in one company (a race the checks before could not see). */
export const isReferenceClash = (error: unknown) => databaseErrorMatches(error, /UNIQUE constraint failed: sales\.company_id, sales\.reference/);

/** The 409 of a reference another sale of the company holds, on the form's reference field. */
export function referenceTaken(locale: Locale, reference: string): DomainError {
  const message = tradeMessage(locale, 'referenceTaken', { value: reference });
  return new DomainError(409, message, { reference: [message] });
}

/** Whether another sale of the company (not `exceptId`) holds the reference; an empty reference is never held. */
export async function referenceHeld(deps: AppDeps, companyId: number, reference: string, exceptId?: number): Promise<boolean> {
  if (!reference) return false;
  const conditions: SQL[] = [eq(sales.companyId, companyId), eq(sales.reference, reference), referenced];
  if (exceptId !== undefined) conditions.push(ne(sales.id, exceptId));
  const [row] = await deps.db.select({ id: sales.id }).from(sales).where(and(...conditions)).limit(1);
  return row !== undefined;
}

export type RecordedSale = typeof sales.$inferSelect;

/** The company's sales holding any of these references, by reference (read through the unique index, 500 at a time). */
export async function salesByReference(deps: AppDeps, companyId: number, references: readonly string[]): Promise<Map<string, RecordedSale>> {
  const wanted = [...new Set(references.filter(Boolean))];
  const found = new Map<string, RecordedSale>();
  for (let i = 0; i < wanted.length; i += 500) {
    const rows = await deps.db
      .select()
      .from(sales)
      .where(and(eq(sales.companyId, companyId), inArray(sales.reference, wanted.slice(i, i + 500)), referenced));
    for (const row of rows) found.set(row.reference, row);
  }
  return found;
}
