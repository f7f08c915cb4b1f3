import { and, desc, eq, lt, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Locale } from '../../../shared/locales';
import type { ReturnListItem } from '../../../shared/returns/return.schema';
import type { Actor } from '../../auth/actor';
import type { AppDeps } from '../../deps';
import { returns, users } from '../../db/schema';
import { notFound } from '../../errors';
import { auditInsert } from '../audit';
import { getReturn, listReturnItems } from './read';
import type { KeysetPage } from '../../../shared/list/page';
import type { AdminReturnListQuery } from '../../../shared/returns/admin-list.schema';
import { containsAny, cursorPosition, keysetPage, keysetReadLimit } from '../../list';


export interface AdminReturnRow extends ReturnListItem {
  customer: string;
}

/** /admin/rma: returns newest first, by status, by RMA number, the customer's e-mail or the tracking number. */
export async function listReturnsForAdmin(deps: AppDeps, data: AdminReturnListQuery, locale: Locale): Promise<KeysetPage<AdminReturnRow>> {
  const cursor = cursorPosition(data.cursor);
  const conditions: Array<SQL | undefined> = [
    data.status ? eq(returns.status, data.status) : undefined,
    containsAny([returns.rmaNumber, users.email, returns.trackingNumber], data.q),
    cursor ? lt(returns.id, cursor.id) : undefined,
  ];
  const found = await deps.db
    .select({ row: returns, email: users.email })
    .from(returns)
    .leftJoin(users, eq(users.id, returns.userId))
    .where(and(...conditions))
    .orderBy(desc(returns.id))
    .limit(keysetReadLimit(data.perPage));
  const page = keysetPage(found.map((row) => ({ ...row, id: row.row.id })), data.perPage, null, () => 0, (row) => row);
  const items = await listReturnItems(deps, page.rows.map((f) => f.row));
  return { ...page, rows: items.map((item, index) => ({ ...item, customer: page.rows[index]!.email ?? '' })) };
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
