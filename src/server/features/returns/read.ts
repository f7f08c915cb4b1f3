import { countryLabel } from '../../../shared/countries/country-names';
import { countryCode } from '../../../shared/countries/country-codes';
import { postcodeAfterTown, townLine } from '../../../shared/countries/postal-order';
import { and, asc, eq, inArray, or, type SQL } from 'drizzle-orm';
import { can } from '../../../shared/auth/policy';
import type { RepairCentre, ReturnDetail, ReturnListItem } from '../../../shared/returns/return.schema';
import type { ReturnDocument } from '../../../shared/returns/documents.types';
import { localeOf } from '../../../shared/locales';
import type { Actor } from '../../auth/actor';
import type { AppDeps } from '../../deps';
import { returnEvents, returnLines, returns } from '../../db/schema';
import { centreIn, listRepairCentres } from './repair-centres';
import { attachmentsOf } from './attachment-list';
import type { Ctx } from '../../service-context';
import { rowOr404 } from '../../db/one-row';

type ReturnRow = typeof returns.$inferSelect;
/** The form as booked (JSON in returns.details); the customer's notes are in it, the back office's in returns.notes. */
type Stored = Pick<ReturnDetail, 'details' | 'invoiceAddress' | 'sendFrom' | 'sendFromCountry' | 'shippingInvoice' | 'carrier' | 'carrierOther' | 'notes'>;

const storedOf = (row: ReturnRow) => JSON.parse(row.details) as Stored;

/**
 * Whose returns an actor may read: an admin all; a portal member their own and those their company booked for end
 * customers (a colleague prints the label of a return booked by another); anyone else their own.
 */
export function returnsVisibleTo(actor: Actor): SQL | undefined {
  if (actor.role === 'admin') return undefined;
  if (actor.companyId !== null && can(actor, 'portal:access')) return or(eq(returns.userId, actor.id), eq(returns.companyId, actor.companyId));
  return eq(returns.userId, actor.id);
}

async function centreNames(deps: AppDeps, known?: RepairCentre[]): Promise<Map<number | null, string>> {
  return new Map((known ?? (await listRepairCentres({ deps }))).map((centre) => [centre.id, centre.name]));
}

/** List rows for returns already read (the account's list, the back office's). */
export async function listReturnItems(deps: AppDeps, rows: ReturnRow[], centres?: RepairCentre[]): Promise<ReturnListItem[]> {
  if (rows.length === 0) return [];
  const [lines, names] = await Promise.all([
    deps.db.select({ returnId: returnLines.returnId, itemName: returnLines.itemName, serialNumber: returnLines.serialNumber }).from(returnLines).where(inArray(returnLines.returnId, rows.map((r) => r.id))).orderBy(asc(returnLines.id)),
    centreNames(deps, centres),
  ]);
  return rows.map((row) => ({
    id: row.id,
    rmaNumber: row.rmaNumber,
    bookingType: row.bookingType,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    items: lines.filter((l) => l.returnId === row.id).map((l) => (l.serialNumber ? `${l.itemName} (${l.serialNumber})` : l.itemName)),
    repairCentre: names.get(row.repairCentreId) ?? '',
  }));
}

type StoredReturn = ReturnDetail & { locale: string; repairCentreId: number | null };

/** One return the actor may see, with its lines and status history; 404 for anyone else's. */
export function getReturn(deps: AppDeps, actor: Actor, id: number, centres?: RepairCentre[]): Promise<StoredReturn> {
  return readReturn(deps, id, returnsVisibleTo(actor), centres);
}

/**
 * One return within `within` (who may see it: returnsVisibleTo, or a collection's row filter), with its lines and
 * status history; 404 outside it.
 */
export async function readReturn(deps: AppDeps, id: number, within: SQL | undefined, centres?: RepairCentre[]): Promise<StoredReturn> {
  const row = await rowOr404(deps, returns, and(eq(returns.id, id), within), 'Return');
  const [[item], lines, history, attachments] = await Promise.all([
    listReturnItems(deps, [row], centres),
    deps.db.select().from(returnLines).where(eq(returnLines.returnId, id)).orderBy(asc(returnLines.id)),
    deps.db.select().from(returnEvents).where(eq(returnEvents.returnId, id)).orderBy(asc(returnEvents.createdAt), asc(returnEvents.id)),
    attachmentsOf(deps, [id]),
  ]);
  return {
    ...item!,
    ...storedOf(row),
    trackingNumber: row.trackingNumber,
    attachments: attachments.get(id) ?? [],
    costPence: row.costPence,
    locale: row.locale,
    repairCentreId: row.repairCentreId,
    lines: lines.map((l) => ({ itemName: l.itemName, part: l.part, partName: l.partName, serialNumber: l.serialNumber, orderNumber: l.orderNumber, valuePence: l.valuePence, serialId: l.serialId })),
    history: history.map((h) => ({ status: h.status, note: h.note, at: h.createdAt.toISOString() })),
  };
}

/** What the printouts are drawn from. */
export async function returnDocument(ctx: Ctx<'deps' | 'actor'>, id: number): Promise<ReturnDocument> {
  const { deps, actor } = ctx;
  const centres = await listRepairCentres(ctx);
  const detail = await getReturn(deps, actor, id, centres);
  const centre = centres.find((c) => c.id === detail.repairCentreId) ?? centres[0]!;
  const { details, invoiceAddress } = detail;
  const locale = localeOf(detail.locale);
  // The return keeps countries by their stored (English) name; its printouts name them in the return's language.
  const country = (name: string) => (name ? countryLabel(name, locale) : '');
  // In the country's order (UK: the town, the county, then the postcode on a line of its own, as Royal Mail asks;
  // elsewhere "postcode town"), the company named once, above the street (issue 30 item 12).
  const code = countryCode(invoiceAddress.country);
  const place = postcodeAfterTown(code)
    ? [invoiceAddress.town, invoiceAddress.county, invoiceAddress.postcode]
    : [townLine(invoiceAddress.town, invoiceAddress.postcode, code), invoiceAddress.county];
  const postal = [invoiceAddress.address1, invoiceAddress.address2, ...place, country(invoiceAddress.country)].map((line) => line.trim()).filter(Boolean);
  const addressLines = [invoiceAddress.companyName.trim(), ...postal].filter(Boolean);
  return {
    rmaNumber: detail.rmaNumber,
    createdOn: detail.createdAt.slice(0, 10),
    locale,
    bookingType: detail.bookingType,
    repairCentre: centreIn(centre, locale),
    customer: { name: `${details.firstName} ${details.lastName}`, company: details.companyName, email: details.email, telephone: details.telephone, address: postal },
    invoiceAddress: addressLines,
    sendFrom: country(detail.sendFrom === 'uk' ? 'United Kingdom' : detail.sendFromCountry || invoiceAddress.country),
    carrier: detail.carrier === 'other' ? detail.carrierOther : detail.carrier,
    shippingInvoiceCreated: detail.shippingInvoice === 'create',
    lines: detail.lines.map((l) => ({ itemName: l.part === 'single-part' && l.partName ? `${l.itemName}: ${l.partName}` : l.itemName, part: l.part, serialNumber: l.serialNumber, orderNumber: l.orderNumber, valuePence: l.valuePence })),
    currency: 'GBP',
  };
}
