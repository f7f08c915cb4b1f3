import { and, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import { customersResource } from '../../../../shared/end-customers/collections/portal-customers';
import { DUE_SOON_DAYS } from '../../../../shared/serials/enums';
import type { Actor } from '../../../auth/actor';
import { profiles, serials, users } from '../../../db/schema';
import { likeContaining } from '../../serials/portal-serials';
import { companyScope } from '../../../scope';
import { qualified } from '../../../collections/qualified';
import type { ComputedValues, ServerResource } from '../../../collections/types';

/** A serial that some distributor company sold: only those make their owner anyone's customer. */
export const soldByCompany = isNotNull(serials.companyId);

/**
 * The serials counted for the row's customer: those `sold` admits (one company's, or any company's) that the row's user
 * owns. Each is one range of the (company, owner, due) index per customer; the outer row's id is named with its table
 * (qualified.ts).
 */
function ownedSerials(sold: SQL): SQL {
  return and(sold, sql`${qualified(serials.ownerId)} = ${qualified(users.id)}`)!;
}

const today = sql`date('now')`;
const dueSoonEnd = sql`date('now', ${`+${DUE_SOON_DAYS} days`})`;

/**
 * What a customer list shows of a customer beside their account: their profile, and their instruments of the serials
 * `sold` admits (the reader's company's; the back office's, every company's or the one it filters by).
 */
export function customerValuesOf(sold: SQL): ComputedValues {
  const soonest = sql<string | null>`(SELECT min(${serials.nextDueOn}) FROM ${serials} WHERE ${ownedSerials(sold)})`;
  return {
    company: sql<string>`(SELECT ${profiles.companyName} FROM ${profiles} WHERE ${profiles.userId} = ${qualified(users.id)})`,
    countryId: sql<number | null>`(SELECT ${profiles.countryId} FROM ${profiles} WHERE ${profiles.userId} = ${qualified(users.id)})`,
    instruments: sql<number>`(SELECT count(*) FROM ${serials} WHERE ${ownedSerials(sold)})`,
    nextDueOn: soonest,
    // shared/serials/due.ts in SQL, as the serials collection has it: overdue after the date, due within DUE_SOON_DAYS.
    due: sql<string>`(CASE WHEN ${soonest} IS NULL THEN 'unknown' WHEN ${soonest} < ${today} THEN 'overdue' WHEN ${soonest} <= ${dueSoonEnd} THEN 'due' ELSE 'ok' END)`,
  };
}

/** The reader's company's serials (an admin's: every company's), for the counted values. */
const customerValues = (actor: Actor | null): ComputedValues =>
  customerValuesOf(companyScope(actor, qualified(serials.companyId)) ?? soldByCompany);

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
 * the serials table: another company's customer is 404), an admin's portal every company's customers. By name, the
 * users' name index is walked and each person kept when one probe finds a serial of the company, so the first pages
 * stop early; the counts and the soonest due are computed for the page's rows only (list.ts pageRows).
 */
export const customersCollection = {
  def: customersResource,
  table: users,
  scope: 'company',
  through: { table: serials, key: serials.ownerId, scopeKey: serials.companyId, where: soldByCompany },
  relations: { countryId: 'countries' },
  computed: customerValues,
  // Names in the order of users_name_nocase_idx (the id breaks ties, as list.ts adds).
  sortBy: { name: sql`${qualified(users.name)} COLLATE NOCASE` },
  search: searchCondition,
  // The whole list's count: the distinct owners of the reader's company's serials, one range of the (company, owner,
  // due) index, as the hand-built list counted them (the row filter would probe every user account).
  countAll: (deps, actor) =>
    deps.db
      .selectDistinct({ ownerId: serials.ownerId })
      .from(serials)
      .where(and(companyScope(actor, serials.companyId) ?? soldByCompany, isNotNull(serials.ownerId))),
} satisfies ServerResource;
