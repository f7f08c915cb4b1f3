import { asc, desc, sql } from 'drizzle-orm';
import { adminLeadsResource } from '../../../../shared/leads/collections/admin-leads';
import type { ResourceRecord } from '../../../../shared/collections/types';
import { companies, leads } from '../../../db/schema';
import { countryChoices } from '../../countries/countries';
import { getAdminLead } from '../detail';
import { companiesWithRows } from '../../companies/collections/company-choices';
import { qualified } from '../../../collections/qualified';
import type { ServerResource } from '../../../collections/types';
import { leadDeadlineValues, plannedProspectSearch } from './lead-columns';
import type { Ctx } from '../../../service-context';

/**
 * The server half of /admin/distributors/leads: every lead, a company's or Voltara's. Global: only admins list it.
 * Newest first on leads_created_idx, a company's on leads_company_created_idx, a status's on leads_status_created_idx,
 * a country's on leads_country_created_idx; the prospect search is a range of leads_prospect_idx, or for a start most
 * leads share, a walk in list order (plannedProspectSearch). The company's name and the offer's deadline are computed
 * for the page's rows only (list.ts pageRows); a product and a country are named through their lookups, in the
 * reader's language.
 */
export const adminLeadsCollection = {
  def: adminLeadsResource,
  table: leads,
  scope: 'global',
  relations: { countryId: 'countries', productId: 'products' },
  computed: {
    companyName: sql<string | null>`(select ${qualified(companies.name)} from ${companies} where ${qualified(companies.id)} = ${qualified(leads.companyId)})`,
    ...leadDeadlineValues,
  },
  // Only offers listed: each has its deadline, and the (status, deadline) index gives their order. Otherwise the
  // column's own: the offers by deadline, then every lead without one.
  orderFor: {
    deadline: (dir, filters) => {
      if (filters.status !== 'offered') return undefined;
      const by = dir === 'asc' ? asc : desc;
      return [by(leads.deadlineAt), by(leads.id)];
    },
  },
  search: plannedProspectSearch,
  filterOptions: {
    // The companies that have leads, by name; every country, named and ordered in the reader's language.
    companyId: companiesWithRows(leads, leads.companyId),
    countryId: async (ctx) => (await countryChoices(ctx.deps, ctx.locale)).map((country) => ({ id: country.id, label: country.name })),
  },
} satisfies ServerResource;

/** admin.leads.get: the lead's page (its history, a conflict's other side), once collectionDetail found it. */
export function adminLeadView(ctx: Ctx<'deps' | 'actor' | 'locale'>, record: ResourceRecord) {
  return getAdminLead(ctx.deps, record.id, ctx.locale);
}

