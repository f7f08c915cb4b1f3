import { countMatches, mapPage, offsetPage } from '../../../list';
import { countryLabel } from '../../../../shared/countries/country-names';
import { and, asc, desc, eq, exists, or, sql, type SQL } from 'drizzle-orm';
import {
  type AdminCompanyListQuery,
  type CompanySort,
  type CompanySortDirection,
} from '../../../../shared/portal/companies.schema';
import type { AdminCompanyPage, AdminCompanyRow, CompanyOptions } from '../../../../shared/portal/companies.types';
import type { Locale } from '../../../../shared/locales';
import type { AppDeps } from '../../../deps';
import { companies, companyAreas, countries, pricelists, users } from '../../../db/schema';
import { likeContaining } from '../../portal/serials';
import { countryChoices } from '../../countries';

/**
 * /admin/distributors/distributors: the portal's companies. There are tens to a few hundred of them (one per partner),
 * so the search is a substring of the name or e-mail over the whole (small) table; the user counts are one index
 * probe each (users_company_idx) for the 25 rows of a page only when not sorting by them.
 */

const userCount = sql<number>`(SELECT count(*) FROM ${users} WHERE ${users.companyId} = ${companies.id})`;

const columns = {
  id: companies.id,
  name: companies.name,
  countryId: companies.countryId,
  country: countries.name,
  tier: companies.tier,
  sales: companies.sales,
  training: companies.training,
  repairs: companies.repairs,
  service: companies.service,
  pricelistName: pricelists.name,
  nextAuditOn: companies.nextAuditOn,
  disabled: companies.disabled,
  createdAt: companies.createdAt,
  users: userCount,
};

function searchCondition(q: string): SQL | undefined {
  if (!q) return undefined;
  const pattern = likeContaining(q);
  return or(sql`lower(${companies.name}) LIKE ${pattern} ESCAPE '\\'`, sql`lower(${companies.email}) LIKE ${pattern} ESCAPE '\\'`);
}

/** A country filter finds the companies based there and those covering it (the question is "who serves X?"). */
function countryCondition(deps: AppDeps, countryId: number | undefined): SQL | undefined {
  if (countryId === undefined) return undefined;
  const covers = deps.db
    .select({ one: sql`1` })
    .from(companyAreas)
    .where(and(eq(companyAreas.companyId, companies.id), eq(companyAreas.countryId, countryId)));
  return or(eq(companies.countryId, countryId), exists(covers));
}

export function companyFilters(deps: AppDeps, input: AdminCompanyListQuery): SQL | undefined {
  return and(
    searchCondition(input.q),
    countryCondition(deps, input.countryId),
    input.tier ? eq(companies.tier, input.tier) : undefined,
    input.tag ? eq(companies[input.tag], true) : undefined,
    input.state ? eq(companies.disabled, input.state === 'disabled') : undefined,
  );
}

/** The order of a sort; ties by name then id, so pages never overlap. The undated audits come last either way. */
function orderOf(sort: CompanySort, dir: CompanySortDirection): SQL[] {
  const by = dir === 'asc' ? asc : desc;
  const tail = [sql`${companies.name} COLLATE NOCASE`, asc(companies.id)];
  switch (sort) {
    case 'country':
      return [sql`${countries.name} IS NULL`, by(countries.name), ...tail];
    case 'tier':
      // Bronze, silver, gold: their rank, not their spelling.
      return [by(sql`CASE ${companies.tier} WHEN 'gold' THEN 3 WHEN 'silver' THEN 2 ELSE 1 END`), ...tail];
    case 'users':
      return [by(userCount), ...tail];
    case 'nextAudit':
      return [sql`${companies.nextAuditOn} IS NULL`, by(companies.nextAuditOn), ...tail];
    case 'created':
      return [by(companies.createdAt), asc(companies.id)];
    default:
      return [by(sql`${companies.name} COLLATE NOCASE`), by(companies.id)];
  }
}

type Selected = Omit<AdminCompanyRow, 'createdAt' | 'country'> & { createdAt: Date; country: string | null };

export const toCompanyRow = (row: Selected, locale: Locale): AdminCompanyRow => ({
  ...row,
  country: row.country === null ? '' : countryLabel(row.country, locale),
  users: Number(row.users),
  createdAt: row.createdAt.toISOString(),
});

export async function listCompanies(deps: AppDeps, input: AdminCompanyListQuery, locale: Locale): Promise<AdminCompanyPage> {
  const where = companyFilters(deps, input);
  const page = await offsetPage(input, countMatches(deps, deps.db.select({ id: companies.id }).from(companies).where(where)), (limit, offset) =>
    deps.db
      .select(columns)
      .from(companies)
      .leftJoin(countries, eq(countries.id, companies.countryId))
      .leftJoin(pricelists, eq(pricelists.id, companies.pricelistId))
      .where(where)
      .orderBy(...orderOf(input.sort, input.dir))
      .limit(limit)
      .offset(offset),
  );
  return mapPage(page, (row) => toCompanyRow(row, locale));
}

/** The countries, price lists and companies the filters and forms choose from, by name. */
export async function companyOptions(deps: AppDeps, locale: Locale): Promise<CompanyOptions> {
  const [countryRows, pricelistRows, companyRows] = await Promise.all([
    countryChoices(deps, locale),
    deps.db
      .select({ id: pricelists.id, name: pricelists.name, currency: pricelists.currency, active: pricelists.active })
      .from(pricelists)
      .orderBy(asc(pricelists.name)),
    deps.db
      .select({ id: companies.id, name: companies.name, disabled: companies.disabled })
      .from(companies)
      .orderBy(sql`${companies.name} COLLATE NOCASE`, asc(companies.id)),
  ]);
  return { countries: countryRows, pricelists: pricelistRows, companies: companyRows };
}
