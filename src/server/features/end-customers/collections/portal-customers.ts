import { and, asc, desc, eq, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import { customersResource } from '../../../../shared/end-customers/collections/portal-customers';
import { DUE_SOON_DAYS } from '../../../../shared/serials/enums';
import type { Actor } from '../../../auth/actor';
import { ALL_SELLERS, endCustomerStats, profiles, serials, users } from '../../../db/schema';
import { likeContaining } from '../../../list';
import { companyScope } from '../../../scope';
import { qualified } from '../../../collections/qualified';
import type { ComputedValues, ServerResource } from '../../../collections/types';

/** A serial that some distributor company sold: only those make their owner anyone's customer. */
const soldByCompany = isNotNull(serials.companyId);

/**
 * The kept row of each listed customer (`listJoin`): theirs with `seller`, the one selling company whose serials count
 * (the reader's company's; the back office's filter), or every company's together (ALL_SELLERS).
 *
 * `likelihood` tells SQLite that a seller holds a large share of the rows. Without ANALYZE it takes an equality on an
 * index's first column for about ten rows, and would walk all 25,000 of a company's customers in name order to check a
 * search's eleven candidates rather than read those eleven and probe their rows; with it, a search drives the plan
 * and a plain page still walks the seller's rows in the list's order (the term still uses the index).
 */
export function customerStatsJoin(seller: SQL) {
  return { table: endCustomerStats, on: and(eq(endCustomerStats.userId, users.id), sql`likelihood(${seller}, 0.5)`)! };
}

/** The reader's company's row of each customer (an admin's portal: every company's). */
export const readerSeller = (actor: Actor | null): SQL => companyScope(actor, endCustomerStats.companyId) ?? eq(endCustomerStats.companyId, ALL_SELLERS);

const today = sql`date('now')`;
const dueSoonEnd = sql`date('now', ${`+${DUE_SOON_DAYS} days`})`;
const soonest = sql<string | null>`${endCustomerStats.nextDueOn}`;

/**
 * What a customer list shows of a customer beside their account: their profile, and their instruments and soonest
 * calibration due from the kept row the list joins (customerStatsJoin), which counts the serials of the joined seller.
 */
export const customerValues: ComputedValues = {
  company: sql<string>`(SELECT ${profiles.companyName} FROM ${profiles} WHERE ${profiles.userId} = ${qualified(users.id)})`,
  countryId: sql<number | null>`(SELECT ${profiles.countryId} FROM ${profiles} WHERE ${profiles.userId} = ${qualified(users.id)})`,
  instruments: sql<number>`${endCustomerStats.instruments}`,
  nextDueOn: soonest,
  // shared/serials/due.ts in SQL, as the serials collection has it: overdue after the date, due within DUE_SOON_DAYS.
  due: sql<string>`(CASE WHEN ${soonest} IS NULL THEN 'unknown' WHEN ${soonest} < ${today} THEN 'overdue' WHEN ${soonest} <= ${dueSoonEnd} THEN 'due' ELSE 'ok' END)`,
};

/**
 * The customer lists' orders, each one range of a kept-row index (the user id breaks ties, as list.ts would with the
 * account's id): the name as users_name_nocase_idx orders it; the soonest due with the undated last, or latest first.
 */
export const customerOrders = {
  name: (dir: 'asc' | 'desc') => {
    const by = dir === 'asc' ? asc : desc;
    return [by(sql`${endCustomerStats.name} COLLATE NOCASE`), by(endCustomerStats.userId)];
  },
  nextDueOn: (dir: 'asc' | 'desc') =>
    dir === 'asc'
      ? [asc(sql`${endCustomerStats.nextDueOn} IS NULL`), asc(endCustomerStats.nextDueOn), asc(endCustomerStats.userId)]
      : [desc(endCustomerStats.nextDueOn), desc(endCustomerStats.userId)],
};

/** A part of the name, the e-mail or the profile's company (SQLite's LIKE folds ASCII case), as the old list had it. */
function searchCondition(term: string): SQL {
  const pattern = likeContaining(term);
  return or(
    sql`lower(${qualified(users.name)}) LIKE ${pattern} ESCAPE '\\'`,
    sql`lower(${qualified(users.email)}) LIKE ${pattern} ESCAPE '\\'`,
    sql`EXISTS (SELECT 1 FROM ${profiles} WHERE ${profiles.userId} = ${qualified(users.id)} AND lower(${profiles.companyName}) LIKE ${pattern} ESCAPE '\\')`,
  )!;
}

/**
 * The server half of /portal/customers: user accounts that own one of the reader's company's serials (scoped through
 * the serials table: another company's customer is 404), an admin's portal every company's customers. The list reads
 * each customer's kept row for the reader's company (end_customer_stats, decision 0080): the instruments and the
 * soonest due are that row's, and every order is one range of its indexes, so a page reads its 25 customers and no
 * other company's.
 */
export const customersCollection = {
  def: customersResource,
  table: users,
  scope: 'company',
  through: { table: serials, key: serials.ownerId, scopeKey: serials.companyId, where: soldByCompany },
  relations: { countryId: 'countries' },
  listJoin: (actor) => customerStatsJoin(readerSeller(actor)),
  computed: customerValues,
  orderFor: customerOrders,
  search: searchCondition,
  // The whole list's count: the reader's company's kept rows, one range of an index.
  countAll: (deps, actor) => deps.db.select({ userId: endCustomerStats.userId }).from(endCustomerStats).where(readerSeller(actor)),
} satisfies ServerResource;
