import { and, asc, eq, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { EndCustomerDetail, NamedOption } from '../../../../shared/companies/companies.types';
import { adminEndCustomersResource } from '../../../../shared/end-customers/collections/admin-end-customers';
import type { ResourceRecord } from '../../../../shared/collections/types';
import type { AppDeps } from '../../../deps';
import { companies, profiles, serials, users } from '../../../db/schema';
import { planSearch } from '../../../db/search-index';
import { LIST_COUNT_CAP } from '../../../../shared/list/query';
import { USERS_SEARCH } from '../../users/search';
import { getCompanyCustomer } from '../customers';
import { likeContaining } from '../../serials/portal-serials';
import { companiesWithRows } from '../../companies/collections/company-choices';
import { customerValuesOf, soldByCompany } from './portal-customers';
import { qualified } from '../../../collections/qualified';
import type { ListFilters, ServerResource } from '../../../collections/types';
import type { Ctx } from '../../../service-context';

const userId = qualified(users.id);

/** The company the list is filtered by, when the value names one (the list checks it again and answers 422 if not). */
function companyFilterOf(filters: ListFilters): number | undefined {
  const id = Number(filters.boughtFrom);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/**
 * The serials counted for a row: every company's, or, filtered by a company, that company's only (the instruments and
 * the soonest due then say what the customer has from it, as the company's own portal list does).
 */
function soldBy(filters: ListFilters): SQL {
  const company = companyFilterOf(filters);
  return company === undefined ? soldByCompany : sql`${qualified(serials.companyId)} = ${company}`;
}

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
 * before a row is read), read-only. By name, the users' name index is walked and each account kept when one probe of
 * the serials' owner index finds a sold serial, so the first pages stop early; the company filter reads that
 * company's owners from the (company, owner, due) index once. The counts and the soonest due are computed for the
 * page's rows only, from the filtered company's serials when there is one (computed values that follow the filters).
 */
export const adminEndCustomersCollection = {
  def: adminEndCustomersResource,
  table: users,
  scope: 'global',
  holds: sql`EXISTS (SELECT 1 FROM ${serials} WHERE ${qualified(serials.ownerId)} = ${userId} AND ${qualified(serials.companyId)} IS NOT NULL)`,
  relations: { countryId: 'countries' },
  computed: (_actor, filters) => customerValuesOf(soldBy(filters)),
  sortBy: { name: sql`${qualified(users.name)} COLLATE NOCASE` },
  search: searchCondition,
  filterConditions: {
    boughtFrom: (value) => sql`${userId} IN (SELECT ${serials.ownerId} FROM ${serials} WHERE ${serials.companyId} = ${Number(value)})`,
  },
  // Every company that sold a serial (a company with none would only ever find nothing).
  filterOptions: { boughtFrom: companiesWithRows(serials, serials.companyId) },
  // The whole list's count: the distinct owners of sold serials, from the serials' company index.
  countAll: (deps) => deps.db.selectDistinct({ ownerId: serials.ownerId }).from(serials).where(and(soldByCompany, isNotNull(serials.ownerId))),
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
