import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Locale } from '../../../../shared/locales';
import type { EndCustomerListQuery } from '../../../../shared/portal/companies.schema';
import type { EndCustomerDetail, EndCustomerPage, NamedOption } from '../../../../shared/portal/companies.types';
import type { Actor } from '../../../auth/actor';
import type { AppDeps } from '../../../deps';
import { companies, serials } from '../../../db/schema';
import { getCompanyCustomer, listCompanyCustomers } from '../../portal/customers';

/**
 * /admin/distributors/customers and {id}: the end customers of every company, or of one. They are what the portal's
 * customers pages derive (the registered owners of a company's serials, portal/customers.ts), read through the same
 * services: as the admin (every company) or, filtered by a company, as a reader of that company, so the admin sees
 * exactly the list that company's staff see.
 */
function readerFor(actor: Actor, companyId: number | undefined): Actor {
  // A stand-in reader of one company: only its role and company are read by the scoping (services/scope.ts).
  return companyId === undefined ? actor : { ...actor, role: 'distributor-senior', companyId };
}

/** The companies whose serials each of these people own, by name. */
async function companiesOf(deps: AppDeps, ownerIds: string[]): Promise<Map<string, NamedOption[]>> {
  const byOwner = new Map<string, NamedOption[]>();
  if (ownerIds.length === 0) return byOwner;
  const rows = await deps.db
    .selectDistinct({ ownerId: serials.ownerId, id: companies.id, name: companies.name })
    .from(serials)
    .innerJoin(companies, eq(companies.id, serials.companyId))
    .where(and(inArray(serials.ownerId, ownerIds), isNotNull(serials.companyId)))
    .orderBy(asc(companies.name));
  for (const row of rows) {
    if (!row.ownerId) continue;
    byOwner.set(row.ownerId, [...(byOwner.get(row.ownerId) ?? []), { id: row.id, name: row.name }]);
  }
  return byOwner;
}

export async function listEndCustomers(deps: AppDeps, actor: Actor, input: EndCustomerListQuery, locale: Locale): Promise<EndCustomerPage> {
  const { allCompanies: _ignored, ...page } = await listCompanyCustomers(deps, readerFor(actor, input.companyId), input, locale);
  const owners = await companiesOf(deps, page.rows.map((row) => row.id));
  return { ...page, rows: page.rows.map((row) => ({ ...row, companies: owners.get(row.id) ?? [] })) };
}

/** One end customer and their instruments (of every company, or of the one the list was filtered by). */
export async function getEndCustomer(deps: AppDeps, actor: Actor, id: string, companyId: number | undefined, locale: Locale): Promise<EndCustomerDetail> {
  const detail = await getCompanyCustomer(deps, readerFor(actor, companyId), id, locale);
  const owners = await companiesOf(deps, [id]);
  return { ...detail, allCompanies: true, companies: owners.get(id) ?? [] };
}
