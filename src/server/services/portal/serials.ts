import { countryLabel } from '../../../shared/countries/country-names';
import { and, asc, count, desc, eq, gte, inArray, isNotNull, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import { addDays, todayIso } from '../../../shared/certificates/states';
import { localizedField, toLocaleCode, type Locale } from '../../../shared/locales';
import type { PortalSerialListQuery, SerialSort, SortDirection } from '../../../shared/portal/serials.schema';
import { countMatches, emptyOffsetPage, offsetPage, escapeLike } from '../../list';
import type { PortalPage, PortalSerialDetail, PortalSerialRow } from '../../../shared/portal/serials.types';
import { dueState } from '../../../shared/serials/due';
import { DUE_SOON_DAYS } from '../../../shared/serials/enums';
import { serialKey } from '../../../shared/serials/serial-number';
import type { Actor } from '../../auth/actor';
import type { AppDeps } from '../../deps';
import { certificates, companies, countries, productOptions, products, profiles, returnLines, returns, serials, serviceRecords, users } from '../../db/schema';
import { notFound } from '../../errors';
import { companyScope } from '../scope';
import { summaryOf } from '../serials/my-instruments';
import { optionSummary, productSummary } from '../serials/product-columns';

/**
 * /portal/serials and /portal/serials/{id} (issue 12): the instruments the actor's distributor company sold. Every read
 * goes through portalSerialScope, so another company's serial is as absent as one that does not exist.
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
  const today = todayIso();
  let query = deps.db
    .select(rowColumns)
    .from(serials)
    .innerJoin(products, eq(products.id, serials.productId))
    .leftJoin(productOptions, eq(productOptions.id, serials.optionId))
    .leftJoin(companies, eq(companies.id, serials.companyId))
    .leftJoin(users, eq(users.id, serials.ownerId))
    .leftJoin(profiles, eq(profiles.userId, serials.ownerId))
    .where(where)
    .$dynamic();
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

/** Keys are letters and digits only, so every key starting with `prefix` sorts below `prefix~`: a range the index serves. */
const prefixRange = (prefix: string) => and(gte(serials.numberKey, prefix), lt(serials.numberKey, `${prefix}~`));

/** `%term%` for LIKE with the typed wildcards taken literally (ESCAPE '\'). */
export const likeContaining = (term: string) => `%${escapeLike(term.toLowerCase())}%`;

/** A model code as serial keys are compared: letters and digits only, upper case ("vh 15" and "VH-15" are one). */
const modelKey = (column: SQLiteColumn) =>
  sql`upper(replace(replace(replace(replace(${column}, '-', ''), ' ', ''), '/', ''), '.', ''))`;

/** Product names are searched from this many characters (one or two letters would match nearly every product). */
const NAME_SEARCH_MIN = 3;

/**
 * What the search box matches: a serial number by its prefix in any spelling ("vh15 24" finds VH15-2401…), or a model:
 * the products and options whose model code starts with the typed one, or (from 3 letters) whose name holds it.
 * The catalogue is small, so the models are found first and the serials then by product/option id. `null`: the text
 * can match nothing (no serial has such characters and no model fits).
 */
async function searchCondition(deps: AppDeps, q: string, locale: Locale): Promise<SQL | undefined | null> {
  if (!q) return undefined;
  const key = serialKey(q);
  const nameColumn = sql.raw(`"name_${toLocaleCode(locale)}"`);
  const byName = q.length >= NAME_SEARCH_MIN ? likeContaining(q) : null;
  const [productRows, optionRows] = await Promise.all([
    key || byName
      ? deps.db
          .select({ id: products.id })
          .from(products)
          .where(
            or(
              key ? sql`${modelKey(products.modelCode)} LIKE ${`${key}%`}` : undefined,
              byName ? sql`lower(${products.name_EN}) LIKE ${byName} ESCAPE '\\'` : undefined,
              byName ? sql`lower(${nameColumn}) LIKE ${byName} ESCAPE '\\'` : undefined,
            ),
          )
      : [],
    key
      ? deps.db
          .select({ id: productOptions.id, productId: productOptions.productId })
          .from(productOptions)
          .where(and(sql`${modelKey(productOptions.modelCode)} LIKE ${`${key}%`}`, sql`${productOptions.modelCode} <> ''`))
      : [],
  ]);
  const productIds = productRows.map((row) => row.id);
  const terms = [
    key ? prefixRange(key) : undefined,
    productIds.length > 0 ? inArray(serials.productId, productIds) : undefined,
    // An option's serials, by product first so the product index narrows them (options have no index of their own).
    ...optionRows.filter((option) => !productIds.includes(option.productId)).map((option) => and(eq(serials.productId, option.productId), eq(serials.optionId, option.id))),
  ].filter((term): term is SQL => term !== undefined);
  return terms.length > 0 ? or(...terms)! : null;
}

function dueCondition(due: PortalSerialListQuery['due'], today: string): SQL | undefined {
  if (due === 'overdue') return lt(serials.nextDueOn, today);
  if (due === 'due') return and(gte(serials.nextDueOn, today), lte(serials.nextDueOn, addDays(today, DUE_SOON_DAYS)));
  return undefined;
}

function registrationCondition(registration: PortalSerialListQuery['registration']): SQL | undefined {
  if (registration === 'registered') return isNotNull(serials.ownerId);
  if (registration === 'unregistered') return isNull(serials.ownerId);
  return undefined;
}

/** The order of a sort; ties go by id, so pages never overlap. */
function orderOf(sort: SerialSort, dir: SortDirection): SQL[] {
  const by = dir === 'asc' ? asc : desc;
  if (sort === 'buildDate') return [by(serials.buildDate), by(serials.id)];
  // SQLite puts NULL below every date: descending, the undated instruments come last by themselves.
  if (sort === 'nextDue') return [by(serials.nextDueOn), by(serials.id)];
  return [by(serials.numberKey), by(serials.id)];
}

function idsOf(deps: AppDeps, where: SQL | undefined, order: SQL[], limit: number, offset: number): Promise<number[]> {
  return deps.db
    .select({ id: serials.id })
    .from(serials)
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset)
    .then((rows) => rows.map((row) => row.id));
}

/**
 * The ids of one page. "Next due, soonest first" lists the undated instruments after the dated ones (they have
 * nothing to say about it), as two index-ordered reads rather than one sort of every row by "IS NULL".
 */
async function pageIds(deps: AppDeps, where: SQL | undefined, input: PortalSerialListQuery, limit: number, offset: number): Promise<number[]> {
  if (input.sort !== 'nextDue' || input.dir === 'desc') return idsOf(deps, where, orderOf(input.sort, input.dir), limit, offset);
  const datedWhere = and(where, isNotNull(serials.nextDueOn));
  const [dated] = await deps.db.select({ n: count() }).from(serials).where(datedWhere);
  const datedCount = dated?.n ?? 0;
  const ids = offset < datedCount ? await idsOf(deps, datedWhere, orderOf('nextDue', 'asc'), limit, offset) : [];
  if (ids.length === limit) return ids;
  const undated = await idsOf(deps, and(where, isNull(serials.nextDueOn)), orderOf('serial', 'asc'), limit - ids.length, Math.max(0, offset - datedCount));
  return [...ids, ...undated];
}

/**
 * /portal/serials: the company's serials, searched, filtered, sorted, a page with the (capped) count. The page's ids
 * are found on `serials` alone (an index walk) and only that page's rows are joined, so a deep page costs no joins.
 */
export async function listCompanySerials(deps: AppDeps, actor: Actor, input: PortalSerialListQuery, locale: Locale): Promise<PortalPage<PortalSerialRow>> {
  const allCompanies = actor.role === 'admin';
  const search = await searchCondition(deps, input.q, locale);
  if (search === null) return { ...emptyOffsetPage(input.perPage), allCompanies };
  const where = and(portalSerialScope(actor), search, registrationCondition(input.registration), dueCondition(input.due, todayIso()));
  const page = await offsetPage(input, countMatches(deps, deps.db.select({ id: serials.id }).from(serials).where(where)), (limit, offset) =>
    pageIds(deps, where, input, limit, offset),
  );
  if (page.rows.length === 0) return { ...page, rows: [], allCompanies };
  const rows = await selectSerialRows(deps, inArray(serials.id, page.rows), locale);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return { ...page, rows: page.rows.map((id) => byId.get(id)).filter((row): row is PortalSerialRow => row !== undefined), allCompanies };
}

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
export async function getCompanySerial(deps: AppDeps, actor: Actor, id: number, locale: Locale): Promise<PortalSerialDetail> {
  const { db } = deps;
  const [row] = await db
    .select({
      serial: serials,
      product: productSummary,
      option: optionSummary,
      companyName: companies.name,
      owner: { id: users.id, name: users.name, email: users.email },
      ownerCompany: profiles.companyName,
      ownerCountry: countries.name,
    })
    .from(serials)
    .innerJoin(products, eq(products.id, serials.productId))
    .leftJoin(productOptions, eq(productOptions.id, serials.optionId))
    .leftJoin(companies, eq(companies.id, serials.companyId))
    .leftJoin(users, eq(users.id, serials.ownerId))
    .leftJoin(profiles, eq(profiles.userId, serials.ownerId))
    .leftJoin(countries, eq(countries.id, profiles.countryId))
    .where(and(eq(serials.id, id), portalSerialScope(actor)));
  // Another company's serial answers exactly as an unknown id.
  if (!row) throw notFound('Serial');
  const today = todayIso();
  const { serial } = row;
  const [services, certificateRows, returnRows] = await Promise.all([
    db
      .select({ id: serviceRecords.id, kind: serviceRecords.kind, performedOn: serviceRecords.performedOn, nextDueOn: serviceRecords.nextDueOn })
      .from(serviceRecords)
      .where(eq(serviceRecords.serialId, id))
      .orderBy(desc(serviceRecords.performedOn), desc(serviceRecords.id)),
    db
      .select({
        id: certificates.id,
        number: certificates.number,
        kind: certificates.kind,
        issuedOn: certificates.issuedOn,
        expiresOn: certificates.expiresOn,
        revokedAt: certificates.revokedAt,
        supersededById: certificates.supersededById,
      })
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
