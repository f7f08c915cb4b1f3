import { and, asc, eq, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import type { EndCustomerDetail, NamedOption } from '../../../../shared/companies/companies.types';
import { adminEndCustomersResource } from '../../../../shared/end-customers/collections/admin-end-customers';
import type { ResourceRecord } from '../../../../shared/collections/types';
import type { AppDeps } from '../../../deps';
import { ALL_SELLERS, companies, endCustomerStats, profiles, serials, users } from '../../../db/schema';
import { planSearch } from '../../../db/search-index';
import { LIST_COUNT_CAP } from '../../../../shared/list/query';
import { USERS_SEARCH } from '../../users/search';
import { getCompanyCustomer } from '../customers';
import { likeContaining } from '../../../list';
import { companiesWithRows } from '../../companies/collections/company-choices';
import { customerOrders, customerStatsJoin, customerValues } from './portal-customers';
import { qualified } from '../../../collections/qualified';
import type { ListFilters, ServerResource } from '../../../collections/types';
import type { Ctx } from '../../../service-context';

const userId = qualified(users.id);

/** The company the list is filtered by, when the value names one (the list checks it again and answers 422 if not). */
function companyFilterOf(filters: ListFilters): number | undefined {
  const id = Number(filters.boughtFrom);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/** The kept row each customer is listed with: the filtered company's, or every company's together. */
const sellerOf = (filters: ListFilters): SQL => eq(endCustomerStats.companyId, companyFilterOf(filters) ?? ALL_SELLERS);

/** A customer's kept row over every company, probed by its key: what makes an account an end customer at all. */
const HELD = 'held';
const held = alias(endCustomerStats, HELD);

/**
 * A part of the name or e-mail, through the users' trigram index (a rare term by the index, a common one by LIKE), or
 * of the company in their profile: one pass over the profiles for the whole list, not a probe per account.
 */
async function searchCondition(term: string, deps: AppDeps): Promise<SQL> {
  const account = await planSearch(deps.db, USERS_SEARCH, term, LIST_COUNT_CAP);
  const ownCompany = sql`${userId} IN (SELECT ${profiles.userId} FROM ${profiles} WHERE lower(${profiles.companyName}) LIKE ${likeContaining(term)} ESCAPE '\\')`;
  return or(account.condition, ownCompany)!;
}

/** The companies whose serials each of these people own, by name: one query for the page's rows. */
async function companiesOf(deps: AppDeps, ownerIds: readonly string[]): Promise<Map<string, NamedOption[]>> {
  const byOwner = new Map<string, NamedOption[]>();
  if (ownerIds.length === 0) return byOwner;
  const rows = await deps.db
    .selectDistinct({ ownerId: serials.ownerId, id: companies.id, name: companies.name })
    .from(serials)
    .innerJoin(companies, eq(companies.id, serials.companyId))
    .where(and(inArray(serials.ownerId, [...ownerIds]), isNotNull(serials.companyId)))
    .orderBy(asc(companies.name));
  for (const row of rows) {
    if (!row.ownerId) continue;
    byOwner.set(row.ownerId, [...(byOwner.get(row.ownerId) ?? []), { id: row.id, name: row.name }]);
  }
  return byOwner;
}

/**
 * The server half of /admin/distributors/customers: the user accounts that own a serial some partner company sold
 * (what the collection holds: the portal's customers of every company), global (admins only; everyone else is refused
 * before a row is read), read-only. The list reads each customer's kept row (end_customer_stats, decision 0080): every
 * company's together, or the filtered company's (the company filter is that choice of row, so a company's customers
 * are one range of its rows and their instruments and soonest due count its serials only). Every order is one range
 * of the kept rows' indexes, so a page reads its 25 customers whatever the sort.
 */
export const adminEndCustomersCollection = {
  def: adminEndCustomersResource,
  table: users,
  scope: 'global',
  holds: sql`EXISTS (SELECT 1 FROM ${endCustomerStats} AS ${sql.identifier(HELD)} WHERE ${held.userId} = ${userId} AND ${held.companyId} = ${ALL_SELLERS})`,
  relations: { countryId: 'countries' },
  listJoin: (_actor, filters) => customerStatsJoin(sellerOf(filters)),
  computed: customerValues,
  orderFor: customerOrders,
  search: searchCondition,
  filterConditions: {
    // The joined rows are the company's already (listJoin): nothing more to ask of a row.
    boughtFrom: () => undefined,
  },
  // Every company that sold a serial (a company with none would only ever find nothing).
  filterOptions: { boughtFrom: companiesWithRows(serials, serials.companyId) },
  // The whole list's count: the kept rows over every company, one range of an index.
  countAll: (deps) => deps.db.select({ userId: endCustomerStats.userId }).from(endCustomerStats).where(eq(endCustomerStats.companyId, ALL_SELLERS)),
  present: async (ctx, rows) => {
    const owners = await companiesOf(ctx.deps, rows.map((row) => String(row.id)));
    return rows.map((row) => ({ ...row, boughtFrom: owners.get(String(row.id)) ?? [] }));
  },
} satisfies ServerResource;

/**
 * admin.endCustomers.get: the record page's customer (contact details, every company's instruments of theirs, soonest
 * due first) and the companies they bought from, after collectionDetail found them among the collection's rows (an
 * account that owns no sold serial is 404).
 */
export async function adminEndCustomerView(ctx: Ctx<'deps' | 'actor' | 'locale'>, record: ResourceRecord<string>): Promise<EndCustomerDetail> {
  const [detail, owners] = await Promise.all([getCompanyCustomer(ctx, record.id), companiesOf(ctx.deps, [record.id])]);
  return { ...detail, companies: owners.get(record.id) ?? [] };
}
