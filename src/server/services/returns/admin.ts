import { and, desc, eq, like, lt, or, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Locale } from '../../../shared/locales';
import { RETURN_STATUSES } from '../../../shared/returns/enums';
import type { ReturnListItem } from '../../../shared/returns/return.schema';
import type { Actor } from '../../auth/actor';
import type { AppDeps } from '../../deps';
import { returns, users } from '../../db/schema';
import { notFound } from '../../errors';
import { auditInsert } from '../audit';
import { getReturn, listReturnItems } from './read';

export const ADMIN_RETURNS_PER_PAGE = 25;

export const AdminReturnListSchema = z.object({
  status: z.enum(RETURN_STATUSES).optional(),
  q: z.string().trim().max(100).default(''),
  /** The id of the last row shown (newest first, so the next page has smaller ids). */
  before: z.number().int().positive().optional(),
});

export interface AdminReturnRow extends ReturnListItem {
  customer: string;
}

/** /admin/rma: returns newest first, by status, by RMA number or the customer's e-mail. */
export async function listReturnsForAdmin(deps: AppDeps, data: z.output<typeof AdminReturnListSchema>, locale: Locale): Promise<{ rows: AdminReturnRow[]; next: number | null }> {
  const term = data.q.replace(/[\\%_]/g, '');
  const conditions: Array<SQL | undefined> = [
    data.status ? eq(returns.status, data.status) : undefined,
    term ? or(like(returns.rmaNumber, `%${term.toUpperCase()}%`), like(users.email, `%${term.toLowerCase()}%`)) : undefined,
    data.before ? lt(returns.id, data.before) : undefined,
  ];
  const found = await deps.db
    .select({ row: returns, email: users.email })
    .from(returns)
    .leftJoin(users, eq(users.id, returns.userId))
    .where(and(...conditions))
    .orderBy(desc(returns.id))
    .limit(ADMIN_RETURNS_PER_PAGE + 1);
  const page = found.slice(0, ADMIN_RETURNS_PER_PAGE);
  const items = await listReturnItems(deps, page.map((f) => f.row));
  return {
    rows: items.map((item, index) => ({ ...item, customer: page[index]!.email ?? '' })),
    next: found.length > ADMIN_RETURNS_PER_PAGE ? page.at(-1)!.row.id : null,
  };
}

/** /admin/rma/{id}: the return as the customer booked it, its history, and who booked it. */
export async function returnForAdmin(deps: AppDeps, actor: Actor, id: number) {
  const detail = await getReturn(deps, actor, id);
  const [row] = await deps.db.select({ email: users.email, name: users.name, officeNotes: returns.notes }).from(returns).leftJoin(users, eq(users.id, returns.userId)).where(eq(returns.id, id));
  return { ...detail, officeNotes: row?.officeNotes ?? '', bookedBy: row?.email ? { email: row.email, name: row.name ?? '' } : null };
}

export const ReturnNotesSchema = z.object({ id: z.number().int().positive(), notes: z.string().trim().max(4000) });

/** The back office's own notes on a return (not shown to the customer). */
export async function updateReturnNotes(deps: AppDeps, actor: Actor, data: z.output<typeof ReturnNotesSchema>, locale: Locale) {
  const [row] = await deps.db.select({ notes: returns.notes }).from(returns).where(eq(returns.id, data.id));
  if (!row) throw notFound('Return');
  await deps.db.batch([
    deps.db.update(returns).set({ notes: data.notes }).where(eq(returns.id, data.id)),
    auditInsert(deps, actor, { section: 'rma', recordId: String(data.id), action: 'update', changes: { notes: [row.notes, data.notes] } }),
  ]);
  return { id: data.id };
}
