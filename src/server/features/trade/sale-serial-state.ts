import { and, eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../../deps';
import { serials } from '../../db/schema';

/**
 * A serial's sold state follows the company's sales of it (issue 27): recording a sale marks it sold, removing the
 * sale (or moving it to another serial) puts it back in the company's stock. A serial that has moved on since (an end
 * customer registered it, it is in service, scrapped) keeps its status; only its "sold to" note follows.
 *
 * Each function returns one UPDATE, not yet run, for the batch that writes the sale and its audit entry. SQLite reads
 * every `case` of one UPDATE against the row as it was, so `sold_on` tests the old `sold_to`.
 */

/** Whom the serial was sold to and when, as the sale records it. */
export interface SoldNote {
  customerName: string;
  soldOn: string;
}

/**
 * The serial is sold: a built or stocked serial becomes 'sold'; its "sold to" note is written when it had none, or when
 * it was the note of `replacing` (the same sale before a correction).
 */
export function markSerialSold(deps: AppDeps, serialId: number, sale: SoldNote, replacing?: SoldNote) {
  const noted = replacing
    ? sql`(${serials.soldTo} = '' or ${serials.soldTo} = ${replacing.customerName})`
    : sql`${serials.soldTo} = ''`;
  return deps.db
    .update(serials)
    .set({
      status: sql`case when ${serials.status} in ('built', 'in-stock') then 'sold' else ${serials.status} end`,
      soldTo: sql`case when ${noted} then ${sale.customerName} else ${serials.soldTo} end`,
      soldOn: sql`case when ${noted} then ${sale.soldOn} else ${serials.soldOn} end`,
    })
    .where(eq(serials.id, serialId));
}

/**
 * The company's sale of the serial is gone: a serial still the company's and merely 'sold' is back in its stock, and
 * the "sold to" note the sale wrote is cleared (a note of someone else, an end customer's registration stay).
 */
export function releaseSerial(deps: AppDeps, serialId: number, companyId: number, sale: SoldNote) {
  const fromSale = sql`${serials.soldTo} = ${sale.customerName}`;
  return deps.db
    .update(serials)
    .set({
      status: sql`case when ${serials.status} = 'sold' then 'in-stock' else ${serials.status} end`,
      soldTo: sql`case when ${fromSale} then '' else ${serials.soldTo} end`,
      soldOn: sql`case when ${fromSale} then null else ${serials.soldOn} end`,
    })
    .where(and(eq(serials.id, serialId), eq(serials.companyId, companyId)));
}
