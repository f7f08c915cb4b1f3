import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { CompanyReturnDetail, CompanyReturnRow, ReturnEndCustomer } from '../../../shared/returns/portal-returns.types';
import type { AppDeps } from '../../deps';
import { companies, returnEvents, returnLines, returns, users } from '../../db/schema';
import { notFound } from '../../errors';
import { listReturnItems } from './read';
import { attachmentsOf } from './attachment-list';
import { CARRIERS } from '../../../shared/returns/enums';

type ReturnRow = typeof returns.$inferSelect;
type Found = { row: ReturnRow; companyName: string };

/** The form's contact as stored in returns.details (shared/returns/return.schema.ts), read without trusting its shape. */
interface StoredContact {
  firstName?: unknown;
  lastName?: unknown;
  email?: unknown;
  telephone?: unknown;
  companyName?: unknown;
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

function contactOf(row: ReturnRow): StoredContact {
  try {
    const stored = JSON.parse(row.details) as { details?: unknown } | null;
    return stored && typeof stored.details === 'object' && stored.details !== null ? (stored.details as StoredContact) : {};
  } catch {
    return {};
  }
}

/** The carrier as stored in returns.details; an unknown value reads as "other" with the text kept. */
function shippingOf(row: ReturnRow): Pick<CompanyReturnDetail, 'carrier' | 'carrierOther'> {
  try {
    const stored = JSON.parse(row.details) as { carrier?: unknown; carrierOther?: unknown } | null;
    const carrier = CARRIERS.find((known) => known === stored?.carrier);
    return carrier ? { carrier, carrierOther: text(stored?.carrierOther) } : { carrier: 'other', carrierOther: text(stored?.carrier) };
  } catch {
    return { carrier: 'other', carrierOther: '' };
  }
}

function endCustomerOf(contact: StoredContact): ReturnEndCustomer {
  return { company: text(contact.companyName), contact: [text(contact.firstName), text(contact.lastName)].filter(Boolean).join(' ') };
}

/** The Details dialog's row: the return as the account reads it (listReturnItems) plus the end customer, serials and company. */
async function rowsOf(deps: AppDeps, found: readonly Found[]): Promise<CompanyReturnRow[]> {
  if (found.length === 0) return [];
  const ids = found.map((f) => f.row.id);
  const [items, lines] = await Promise.all([
    listReturnItems(deps, found.map((f) => f.row)),
    deps.db
      .select({ returnId: returnLines.returnId, serialNumber: returnLines.serialNumber })
      .from(returnLines)
      .where(inArray(returnLines.returnId, ids))
      .orderBy(asc(returnLines.id)),
  ]);
  return items.map((item, index) => {
    const { row, companyName } = found[index]!;
    return {
      ...item,
      endCustomer: endCustomerOf(contactOf(row)),
      serials: lines.filter((line) => line.returnId === row.id && line.serialNumber !== '').map((line) => line.serialNumber),
      companyName,
    };
  });
}

/**
 * One return of a company with its items, contact, who booked it and its status history, within `within` (the portal
 * collection's row filter: features/returns/collections/portal-returns.ts). Another company's return, a customer's own, or an unknown id
 * are all the same 404, so the answer reveals nothing.
 */
export async function getCompanyReturn(deps: AppDeps, id: number, within: SQL | undefined): Promise<CompanyReturnDetail> {
  const [found] = await deps.db
    .select({ row: returns, companyName: companies.name, bookedBy: users.name })
    .from(returns)
    .innerJoin(companies, eq(companies.id, returns.companyId))
    .leftJoin(users, eq(users.id, returns.userId))
    .where(and(eq(returns.id, id), within));
  if (!found) throw notFound('Return');
  const [[row], lines, history, attachments] = await Promise.all([
    rowsOf(deps, [found]),
    deps.db.select().from(returnLines).where(eq(returnLines.returnId, id)).orderBy(asc(returnLines.id)),
    deps.db.select().from(returnEvents).where(eq(returnEvents.returnId, id)).orderBy(asc(returnEvents.createdAt), asc(returnEvents.id)),
    attachmentsOf(deps, [id]),
  ]);
  const contact = contactOf(found.row);
  const shipping = shippingOf(found.row);
  return {
    ...row!,
    contact: {
      name: [text(contact.firstName), text(contact.lastName)].filter(Boolean).join(' '),
      email: text(contact.email),
      telephone: text(contact.telephone),
    },
    bookedBy: found.bookedBy ?? '',
    lines: lines.map((l) => ({ itemName: l.itemName, part: l.part, partName: l.partName, serialNumber: l.serialNumber, orderNumber: l.orderNumber })),
    history: history.map((h) => ({ status: h.status, note: h.note, at: h.createdAt.toISOString() })),
    costPence: found.row.costPence,
    ...shipping,
    trackingNumber: found.row.trackingNumber,
    attachments: attachments.get(id) ?? [],
  };
}
