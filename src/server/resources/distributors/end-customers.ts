import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import { todayIso } from '../../../shared/certificates/states';
import type { EndCustomerListQuery } from '../../../shared/portal/companies.schema';
import type { EndCustomerDetail, EndCustomerPage, EndCustomerRow, NamedOption } from '../../../shared/portal/companies.types';
import type { ResourceId, ResourceRow } from '../../../shared/resources/types';
import { dueState } from '../../../shared/serials/due';
import type { Actor } from '../../auth/actor';
import type { AppDeps } from '../../deps';
import { companies, serials } from '../../db/schema';
import { getCompanyCustomer } from '../../services/portal/customers';
import { listResource } from '../list';
import { customersCollection } from '../portal/customers';
import type { Ctx } from '../../service-context';

/**
 * /admin/distributors/customers and {id}: the end customers of every company, or of one. They are the portal's
 * customers collection (the registered owners of a company's serials, resources/portal/customers.ts), read as the
 * admin (every company) or, filtered by a company, as a reader of that company, so the admin sees exactly the list
 * that company's staff see.
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

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** A row of the customers collection as the admin's list shows it (the country in the reader's language). */
function endCustomerRow(row: ResourceRow<ResourceId>, owners: Map<string, NamedOption[]>, today: string): EndCustomerRow {
  const id = String(row.id);
  const nextDueOn = typeof row.nextDueOn === 'string' ? row.nextDueOn : null;
  return {
    id,
    name: text(row.name),
    email: text(row.email),
    company: text(row.company),
    country: text(row.countryId__label),
    instruments: Number(row.instruments ?? 0),
    nextDueOn,
    due: dueState(nextDueOn, today),
    companies: owners.get(id) ?? [],
  };
}

export async function listEndCustomers(ctx: Ctx<'deps' | 'actor' | 'locale'>, input: EndCustomerListQuery): Promise<EndCustomerPage> {
  const { deps, actor, locale } = ctx;
  const query = { q: input.q, page: input.page, perPage: input.perPage, sort: input.sort === 'nextDue' ? 'nextDueOn' : 'name', dir: 'asc' as const };
  const page = await listResource({ deps, actor: readerFor(actor, input.companyId), locale }, customersCollection, query);
  const owners = await companiesOf(deps, page.rows.map((row) => String(row.id)));
  const today = todayIso();
  return { ...page, rows: page.rows.map((row) => endCustomerRow(row, owners, today)) };
}

/** One end customer and their instruments (of every company, or of the one the list was filtered by). */
export async function getEndCustomer(ctx: Ctx<'deps' | 'actor' | 'locale'>, { id, companyId }: { id: string; companyId?: number | undefined }): Promise<EndCustomerDetail> {
  const { deps, actor, locale } = ctx;
  const detail = await getCompanyCustomer({ deps, actor: readerFor(actor, companyId), locale }, id);
  const owners = await companiesOf(deps, [id]);
  return { ...detail, allCompanies: true, companies: owners.get(id) ?? [] };
}
