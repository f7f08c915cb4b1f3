import { eq, sql, type SQL } from 'drizzle-orm';
import { COMPANY_TAGS } from '../../../../shared/companies/companies.schema';
import { adminCompaniesResource } from '../../../../shared/companies/collections/admin-companies';
import type { ResourceRecord } from '../../../../shared/collections/types';
import { companies, companyAreas, countries, pricelists, users } from '../../../db/schema';
import type { SearchSource } from '../../../db/search-index';
import { getCompany } from '../detail';
import { countryChoices } from '../../countries/countries';
import { qualified } from '../../../collections/qualified';
import type { ServerResource } from '../../../collections/types';
import type { Ctx } from '../../../service-context';

/**
 * The companies' trigram search index (db/search-index.ts) over the searched columns (the definition's `searchFields`):
 * a part of a name or e-mail address is found from the index, not by reading every company. Created at start with the
 * other search indexes (collections/search-sources.ts).
 */
export const COMPANIES_SEARCH: SearchSource = { table: companies, columns: [companies.name, companies.email], rowid: 'id' };

const company = qualified(companies.id);

/**
 * A country filter finds the companies based there and those covering it (the question is "who serves X?"): the ids
 * from two index ranges (companies_country_idx, company_areas_country_idx), not an OR with a probe per company, which
 * SQLite can only answer by reading every company.
 */
function servesCountry(value: string): SQL {
  // A relation filter's value is a positive id by now (list.ts refuses anything else with 422).
  const countryId = Number(value);
  return sql`${companies.id} IN (SELECT ${qualified(companies.id)} FROM ${companies} WHERE ${qualified(companies.countryId)} = ${countryId} UNION SELECT ${qualified(companyAreas.companyId)} FROM ${companyAreas} WHERE ${qualified(companyAreas.countryId)} = ${countryId})`;
}

/**
 * The server half of the admin's companies: every partner company. Global: only admins list it. The user count and the
 * price list's name are computed for the page's rows only (list.ts pageRows), each one index probe.
 */
export const adminCompaniesCollection = {
  def: adminCompaniesResource,
  table: companies,
  scope: 'global',
  relations: { countryId: 'countries' },
  computed: {
    users: sql<number>`(SELECT count(*) FROM ${users} WHERE ${users.companyId} = ${company})`,
    pricelist: sql<string | null>`(SELECT ${pricelists.name} FROM ${pricelists} WHERE ${pricelists.id} = ${qualified(companies.pricelistId)})`,
  },
  sortBy: {
    name: sql`${companies.name} COLLATE NOCASE`,
    // The stored (English) name orders the countries, as the old list did; the cell shows the reader's name.
    countryId: sql`(SELECT ${countries.name} FROM ${countries} WHERE ${countries.id} = ${qualified(companies.countryId)})`,
    // Bronze, silver, gold: their rank, not their spelling.
    tier: sql`(CASE ${companies.tier} WHEN 'gold' THEN 3 WHEN 'silver' THEN 2 ELSE 1 END)`,
  },
  filterConditions: {
    countryId: servesCountry,
    tag: (value) => {
      const tag = COMPANY_TAGS.find((known) => known === value);
      return tag ? eq(companies[tag], true) : undefined;
    },
    state: (value) => eq(companies.disabled, value === 'disabled'),
  },
  // Every country, in the reader's language and alphabetical order (not the first 20 of the lookup).
  filterOptions: {
    countryId: async (ctx) => (await countryChoices(ctx.deps, ctx.locale)).map((country) => ({ id: country.id, label: country.name })),
  },
} satisfies ServerResource;

/**
 * admin.companies.get: the company's page (its users, agreements, areas, dealer profiles, certificates), read after
 * collectionDetail found the company in the collection.
 */
export function adminCompanyView(ctx: Ctx<'deps' | 'actor' | 'locale'>, record: ResourceRecord) {
  return getCompany(ctx.deps, record.id, ctx.locale);
}
