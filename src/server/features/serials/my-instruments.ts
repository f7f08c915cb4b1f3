import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { certificateState } from '../../../shared/certificates/states';
import { isoDay } from '../../../shared/format/iso-days';
import { localizedField, type Locale } from '../../../shared/locales';
import { dueState } from '../../../shared/serials/due';
import type { CertificateSummary, MyInstrument, MyInstrumentDetail, ServiceEntry } from '../../../shared/serials/instruments.types';
import type { Actor } from '../../auth/actor';
import type { AppDeps } from '../../deps';
import { certificates, returnLines, returns, serials, serviceRecords } from '../../db/schema';
import { notFound } from '../../errors';
import { ownScope } from '../../scope';
import { optionSummary, productSummary, type OptionSummary, type ProductSummary } from './product-columns';
import { selectInstruments } from './instrument-select';
import type { Ctx } from '../../service-context';

type CertificateRow = Pick<typeof certificates.$inferSelect, 'id' | 'number' | 'kind' | 'issuedOn' | 'expiresOn' | 'revokedAt' | 'supersededById'>;

export function summaryOf(row: CertificateRow, today: string): CertificateSummary {
  return { id: row.id, number: row.number, kind: row.kind, issuedOn: row.issuedOn, expiresOn: row.expiresOn, state: certificateState(row, today) };
}

/** The columns `summaryOf` reads, and the instrument the certificate is for. */
export const certificateColumns = {
  id: certificates.id,
  number: certificates.number,
  kind: certificates.kind,
  issuedOn: certificates.issuedOn,
  expiresOn: certificates.expiresOn,
  revokedAt: certificates.revokedAt,
  supersededById: certificates.supersededById,
  serialId: certificates.serialId,
};

const instrumentColumns = { serial: serials, product: productSummary, option: optionSummary };

function toInstrument(row: { serial: typeof serials.$inferSelect; product: ProductSummary; option: OptionSummary | null }, certificate: CertificateSummary | null, locale: Locale, today: string): MyInstrument {
  const { serial, product, option } = row;
  return {
    id: serial.id,
    serialNumber: serial.number,
    productId: product.id,
    optionId: serial.optionId,
    productName: localizedField(product, 'name', locale),
    productSlug: product.slug,
    modelCode: option?.modelCode || product.modelCode,
    imageUrl: option?.imageUrl || product.imageUrl,
    date: serial.purchaseDate ?? (serial.registeredAt ? isoDay(serial.registeredAt) : serial.buildDate),
    certificate,
    nextDueOn: serial.nextDueOn,
    due: dueState(serial.nextDueOn, today),
  };
}

/** The latest certificate the actor holds for each serial that is neither revoked nor superseded. */
async function latestCertificates(deps: AppDeps, actor: Actor, serialIds: number[], today: string): Promise<Map<number, CertificateSummary>> {
  if (serialIds.length === 0) return new Map();
  const rows = await deps.db
    .select(certificateColumns)
    .from(certificates)
    .where(and(inArray(certificates.serialId, serialIds), eq(certificates.holderId, actor.id), isNull(certificates.revokedAt), isNull(certificates.supersededById)))
    .orderBy(desc(certificates.issuedOn), desc(certificates.id));
  const latest = new Map<number, CertificateSummary>();
  for (const row of rows) if (row.serialId !== null && !latest.has(row.serialId)) latest.set(row.serialId, summaryOf(row, today));
  return latest;
}

/**
 * The instruments registered to the signed-in account as forms offer them to pick ("one of my instruments"), soonest
 * due first. The /account/products list itself is the accountProducts collection.
 */
export async function myInstrumentChoices(ctx: Ctx<'deps' | 'actor' | 'locale'>): Promise<MyInstrument[]> {
  const { deps, actor, locale } = ctx;
  const today = isoDay();
  const rows = await selectInstruments(deps, instrumentColumns)
    // Everyone, admins included, sees the instruments registered to their own account here.
    .where(eq(serials.ownerId, actor.id))
    .orderBy(sql`${serials.nextDueOn} IS NULL`, asc(serials.nextDueOn), asc(serials.number))
    .limit(500);
  const latest = await latestCertificates(deps, actor, rows.map((row) => row.serial.id), today);
  return rows.map((row) => toInstrument(row, latest.get(row.serial.id) ?? null, locale, today));
}

type ServiceRow = ServiceEntry & { recordedAt: Date; certificateHolderId: string | null; hasCertificate: boolean; returnUserId: string | null };

/** Since when the instrument is the owner's: its registration, else (older rows) the purchase or build date. */
type OwnedSince = { at: Date } | { on: string };

/**
 * Whether a service record belongs to the owner's history: a record with a certificate is theirs when they hold the
 * certificate; one without is theirs when they booked its return or it was recorded since the instrument became
 * theirs. What came before (an earlier owner's, a partner's walk-in customer's) is only said to exist, never whose.
 */
function isOwnersService(row: ServiceRow, actor: Actor, since: OwnedSince): boolean {
  if (row.hasCertificate) return row.certificateHolderId === actor.id;
  if (row.returnUserId === actor.id) return true;
  return 'at' in since ? row.recordedAt >= since.at : row.performedOn >= since.on;
}

/** /account/products/{id}: one of the account's instruments with its certificates, services and returns; 404 otherwise. */
export async function getMyInstrument(deps: AppDeps, actor: Actor, id: number, locale: Locale): Promise<MyInstrumentDetail> {
  const today = isoDay();
  const [row] = await selectInstruments(deps, instrumentColumns)
    .where(and(eq(serials.id, id), eq(serials.ownerId, actor.id)));
  if (!row) throw notFound('Instrument');
  const [certificateRows, serviceRows, returnRows] = await Promise.all([
    deps.db
      .select({ ...certificateColumns, holderId: certificates.holderId })
      .from(certificates)
      .where(eq(certificates.serialId, id))
      .orderBy(desc(certificates.issuedOn), desc(certificates.id)),
    deps.db
      .select({
        id: serviceRecords.id,
        kind: serviceRecords.kind,
        performedOn: serviceRecords.performedOn,
        nextDueOn: serviceRecords.nextDueOn,
        recordedAt: serviceRecords.createdAt,
        certificateHolderId: certificates.holderId,
        hasCertificate: sql<boolean>`${certificates.id} IS NOT NULL`.mapWith(Boolean),
        returnUserId: returns.userId,
      })
      .from(serviceRecords)
      .leftJoin(certificates, eq(certificates.serviceRecordId, serviceRecords.id))
      .leftJoin(returns, eq(returns.id, serviceRecords.returnId))
      .where(eq(serviceRecords.serialId, id))
      .orderBy(desc(serviceRecords.performedOn), desc(serviceRecords.id)),
    deps.db
      .selectDistinct({ id: returns.id, rmaNumber: returns.rmaNumber, bookingType: returns.bookingType, status: returns.status, createdAt: returns.createdAt })
      .from(returns)
      .innerJoin(returnLines, eq(returnLines.returnId, returns.id))
      .where(and(eq(returnLines.serialId, id), ownScope(actor, returns.userId)))
      .orderBy(desc(returns.createdAt)),
  ]);
  // Only the certificates issued to the owner (a new owner does not inherit an earlier owner's), and the services of
  // their time; the rest is reported as "earlier history" without details.
  const all = certificateRows.filter((c) => c.holderId === actor.id).map((c) => summaryOf(c, today));
  const current = all.find((c) => c.state !== 'revoked' && c.state !== 'superseded') ?? null;
  // Service records are stamped to the second (the column's default), registrations to the millisecond.
  const registeredAt = row.serial.registeredAt ? new Date(Math.floor(row.serial.registeredAt.getTime() / 1000) * 1000) : null;
  const ownedSince: OwnedSince = registeredAt ? { at: registeredAt } : { on: row.serial.purchaseDate ?? row.serial.buildDate };
  const services = serviceRows
    .filter((service, index) => serviceRows.findIndex((other) => other.id === service.id) === index)
    .filter((service) => isOwnersService(service, actor, ownedSince));
  const earlierHistory = certificateRows.length > all.length || serviceRows.some((service) => !isOwnersService(service, actor, ownedSince));
  return {
    ...toInstrument(row, current, locale, today),
    optionName: row.option ? localizedField(row.option, 'name', locale) : '',
    buildDate: row.serial.buildDate,
    purchaseDate: row.serial.purchaseDate,
    registeredAt: row.serial.registeredAt?.toISOString() ?? null,
    lastCalibratedOn: row.serial.lastCalibratedOn,
    certificates: all,
    services: services.map(({ id: serviceId, kind, performedOn, nextDueOn }) => ({ id: serviceId, kind, performedOn, nextDueOn })),
    earlierHistory,
    returns: returnRows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
  };
}
