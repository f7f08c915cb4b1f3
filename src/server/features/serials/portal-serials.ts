import { countryLabel } from '../../../shared/countries/country-names';
import { and, asc, desc, eq, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { isoDay } from '../../../shared/format/iso-days';
import { localizedField, type Locale } from '../../../shared/locales';
import type { PortalSerialDetail, PortalSerialRow } from '../../../shared/serials/portal-serials.types';
import { dueState } from '../../../shared/serials/due';
import type { Actor } from '../../auth/actor';
import type { AppDeps } from '../../deps';
import { certificates, companies, countries, productOptions, profiles, returnLines, returns, serials, serviceRecords, users } from '../../db/schema';
import { notFound } from '../../errors';
import { companyScope } from '../../scope';
import { certificateColumns, summaryOf } from './my-instruments';
import { optionSummary, productSummary } from './product-columns';
import { selectSoldInstruments } from './instrument-select';
import type { Ctx } from '../../service-context';

/**
 * /portal/serials/{id} (issue 12) and the instruments of a company's end customer: the instruments the actor's
 * distributor company sold. Every read goes through portalSerialScope, so another company's serial is as absent as one
 * that does not exist. The list is the serials collection (features/serials/collections/portal-serials.ts), whose row filter is the same.
 */

/** The company's serials; an admin's portal covers every company's (not those Voltara sold directly or has not sold). */
export function portalSerialScope(actor: Actor): SQL {
  return companyScope(actor, serials.companyId) ?? isNotNull(serials.companyId);
}

const rowColumns = {
  id: serials.id,
  number: serials.number,
  buildDate: serials.buildDate,
  registeredAt: serials.registeredAt,
  nextDueOn: serials.nextDueOn,
  product: productSummary,
  optionCode: productOptions.modelCode,
  companyName: companies.name,
  ownerId: users.id,
  ownerName: users.name,
  ownerCompany: profiles.companyName,
};

/** The joined read of list rows: product, option code, company and owner with the company of their profile. */
export async function selectSerialRows(
  deps: AppDeps,
  where: SQL | undefined,
  locale: Locale,
  options: { orderBy?: SQL[]; limit?: number } = {},
): Promise<PortalSerialRow[]> {
  const today = isoDay();
  let query = selectSoldInstruments(deps, rowColumns)
    .leftJoin(profiles, eq(profiles.userId, serials.ownerId))
    .where(where);
  if (options.orderBy) query = query.orderBy(...options.orderBy);
  if (options.limit) query = query.limit(options.limit);
  const rows = await query;
  return rows.map((row) => ({
    id: row.id,
    number: row.number,
    productName: localizedField(row.product, 'name', locale),
    modelCode: row.optionCode || row.product.modelCode,
    buildDate: row.buildDate,
    companyName: row.companyName ?? '',
    owner: row.ownerId ? { id: row.ownerId, name: row.ownerName ?? '', company: row.ownerCompany ?? '' } : null,
    registeredAt: row.registeredAt?.toISOString() ?? null,
    nextDueOn: row.nextDueOn,
    due: dueState(row.nextDueOn, today),
  }));
}

/** A customer's instruments, and the undated ones last: most pressing first. */
export const byNextDue = (): SQL[] => [sql`${serials.nextDueOn} IS NULL`, asc(serials.nextDueOn), asc(serials.numberKey), asc(serials.id)];

/**
 * The returns of an instrument a company may see: those it booked itself, and those the current owner booked on their
 * own account. A return another partner booked for the instrument is that partner's business. Admins see all.
 */
function visibleReturns(actor: Actor, ownerId: string | null): SQL | undefined {
  const own = companyScope(actor, returns.companyId);
  if (own === undefined) return undefined;
  return ownerId ? or(own, and(isNull(returns.companyId), eq(returns.userId, ownerId))) : own;
}

/**
 * The instrument's certificates a company sees: those of its end customer (the current owner, whose details it sees
 * already) and those it issued itself as a service centre; never one issued to an earlier owner or to another
 * partner's walk-in customer. An admin sees all.
 */
function visibleCertificates(actor: Actor, ownerId: string | null): SQL | undefined {
  const issued = companyScope(actor, serviceRecords.companyId);
  if (issued === undefined) return undefined;
  return ownerId ? or(issued, eq(certificates.holderId, ownerId)) : issued;
}

/** /portal/serials/{id}: one of the company's instruments with its end customer, services, certificates and returns. */
export async function getCompanySerial(ctx: Ctx<'deps' | 'actor' | 'locale'>, id: number): Promise<PortalSerialDetail> {
  const { deps, actor, locale } = ctx;
  const { db } = deps;
  const [row] = await selectSoldInstruments(deps, {
    serial: serials,
    product: productSummary,
    option: optionSummary,
    companyName: companies.name,
    owner: { id: users.id, name: users.name, email: users.email },
    ownerCompany: profiles.companyName,
    ownerCountry: countries.name,
  })
    .leftJoin(profiles, eq(profiles.userId, serials.ownerId))
    .leftJoin(countries, eq(countries.id, profiles.countryId))
    .where(and(eq(serials.id, id), portalSerialScope(actor)));
  // Another company's serial answers exactly as an unknown id.
  if (!row) throw notFound('Serial');
  const today = isoDay();
  const { serial } = row;
  const [services, certificateRows, returnRows] = await Promise.all([
    db
      .select({ id: serviceRecords.id, kind: serviceRecords.kind, performedOn: serviceRecords.performedOn, nextDueOn: serviceRecords.nextDueOn })
      .from(serviceRecords)
      .where(eq(serviceRecords.serialId, id))
      .orderBy(desc(serviceRecords.performedOn), desc(serviceRecords.id)),
    db
      .select(certificateColumns)
      .from(certificates)
      .leftJoin(serviceRecords, eq(serviceRecords.id, certificates.serviceRecordId))
      .where(and(eq(certificates.serialId, id), visibleCertificates(actor, serial.ownerId)))
      .orderBy(desc(certificates.issuedOn), desc(certificates.id)),
    db
      .selectDistinct({ id: returns.id, rmaNumber: returns.rmaNumber, bookingType: returns.bookingType, status: returns.status, createdAt: returns.createdAt })
      .from(returns)
      .innerJoin(returnLines, and(eq(returnLines.returnId, returns.id), eq(returnLines.serialId, id)))
      .where(visibleReturns(actor, serial.ownerId))
      .orderBy(desc(returns.createdAt), desc(returns.id)),
  ]);
  return {
    id: serial.id,
    number: serial.number,
    productName: localizedField(row.product, 'name', locale),
    optionName: row.option ? localizedField(row.option, 'name', locale) : '',
    modelCode: row.option?.modelCode || row.product.modelCode,
    status: serial.status,
    buildDate: serial.buildDate,
    companyName: row.companyName ?? '',
    soldOn: serial.soldOn,
    soldTo: serial.soldTo,
    owner: row.owner ? { ...row.owner, company: row.ownerCompany ?? '', country: row.ownerCountry === null ? '' : countryLabel(row.ownerCountry, locale) } : null,
    registeredAt: serial.registeredAt?.toISOString() ?? null,
    purchaseDate: serial.purchaseDate,
    lastCalibratedOn: serial.lastCalibratedOn,
    nextDueOn: serial.nextDueOn,
    due: dueState(serial.nextDueOn, today),
    services,
    certificates: certificateRows.map((certificate) => summaryOf(certificate, today)),
    returns: returnRows.map((entry) => ({ ...entry, createdAt: entry.createdAt.toISOString() })),
    allCompanies: actor.role === 'admin',
  };
}
