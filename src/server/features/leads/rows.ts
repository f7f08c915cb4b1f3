import { countryLabel } from '../../../shared/countries/country-names';
import { eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import { localizedField, type Locale } from '../../../shared/locales';
import type { LeadStatus } from '../../../shared/partners/enums';
import type { PortalLeadStatus } from '../../../shared/leads/leads.schema';
import type { AdminLeadRow, PortalLeadRow } from '../../../shared/leads/leads.types';
import type { AppDeps } from '../../deps';
import { companies, countries, leads, products } from '../../db/schema';
import { productSummary, type ProductSummary } from '../serials/product-columns';

/** The company that registered a deal itself (a second join of companies). */
export const registeredBy = alias(companies, 'registered_by');

const rowColumns = {
  lead: leads,
  country: countries.name,
  product: productSummary,
  companyName: companies.name,
  registeredByName: registeredBy.name,
};

type Joined = { lead: typeof leads.$inferSelect; country: string | null; product: ProductSummary | null; companyName: string | null; registeredByName: string | null };

/** A lead joined with its country, product and companies: the selection both areas read from. */
export function selectLeads(deps: AppDeps, where: SQL | undefined) {
  return deps.db
    .select(rowColumns)
    .from(leads)
    .leftJoin(countries, eq(countries.id, leads.countryId))
    .leftJoin(products, eq(products.id, leads.productId))
    .leftJoin(companies, eq(companies.id, leads.companyId))
    .leftJoin(registeredBy, eq(registeredBy.id, leads.registeredByCompanyId))
    .where(where);
}

function productLabel(product: Joined['product'], locale: Locale): string {
  if (!product) return '';
  const name = localizedField(product, 'name', locale);
  return product.modelCode ? `${name} (${product.modelCode})` : name;
}

/**
 * A lead's status as its company sees it at `now`: an offer whose deadline has passed is `expired` from that instant
 * (the hourly job only does the write that gives it back to Voltara), and a registration waiting for Voltara reads
 * `review` whether or not it collides with someone else's lead.
 */
export function portalStatusOf(lead: { status: LeadStatus; deadlineAt: Date | null }, now: Date): PortalLeadStatus {
  switch (lead.status) {
    case 'offered':
      return lead.deadlineAt !== null && lead.deadlineAt <= now ? 'expired' : 'offered';
    case 'conflict':
    case 'review':
      return 'review';
    // The portal's scopes only ever reach leads that have a company, which are never `unassigned`.
    case 'unassigned':
      return 'expired';
    default:
      return lead.status;
  }
}

/** What a company is shown of a lead: no conflict partner, no registering company, no history beyond its own. */
export function portalRowOf(row: Joined, locale: Locale, now: Date): PortalLeadRow {
  const { lead } = row;
  const status = portalStatusOf(lead, now);
  return {
    id: lead.id,
    status,
    source: lead.source,
    prospectCompany: lead.prospectCompany,
    contactName: lead.contactName,
    country: row.country === null ? '' : countryLabel(row.country, locale),
    productName: productLabel(row.product, locale),
    value: lead.value,
    currency: lead.currency,
    deadlineAt: status === 'offered' || status === 'expired' ? (lead.deadlineAt?.toISOString() ?? null) : null,
    createdAt: lead.createdAt.toISOString(),
    companyName: row.companyName ?? '',
  };
}

export function adminRowOf(row: Joined, locale: Locale): AdminLeadRow {
  const { lead } = row;
  return {
    ...portalRowOf(row, locale, new Date()),
    status: lead.status,
    deadlineAt: lead.status === 'offered' ? (lead.deadlineAt?.toISOString() ?? null) : null,
    companyId: lead.companyId,
    countryId: lead.countryId,
    conflictLeadId: lead.conflictLeadId,
    registeredByCompanyName: row.registeredByName ?? '',
  };
}
