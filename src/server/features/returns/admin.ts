import { eq, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { companies, returns, users } from '../../db/schema';
import { notFound } from '../../errors';
import { auditInsert } from '../logs/audit';
import { readReturn } from './read';
import type { Ctx } from '../../service-context';

/**
 * /admin/rma/{id}: the return as the customer booked it, its history, the back office's notes, who booked it and for
 * which partner company, within `within` (the admin returns collection's row filter): 404 outside it.
 */
export async function returnForAdmin(deps: AppDeps, id: number, within: SQL | undefined) {
  const detail = await readReturn(deps, id, within);
  const [row] = await deps.db
    .select({ email: users.email, name: users.name, officeNotes: returns.notes, partnerId: companies.id, partnerName: companies.name })
    .from(returns)
    .leftJoin(users, eq(users.id, returns.userId))
    .leftJoin(companies, eq(companies.id, returns.companyId))
    .where(eq(returns.id, id));
  return {
    ...detail,
    officeNotes: row?.officeNotes ?? '',
    bookedBy: row?.email ? { email: row.email, name: row.name ?? '' } : null,
    // The partner company that booked it for an end customer (the list's line under the account), null for a customer's own.
    partner: row?.partnerId ? { id: row.partnerId, name: row.partnerName ?? '' } : null,
  };
}

export const ReturnNotesSchema = z.object({ id: z.number().int().positive(), notes: z.string().trim().max(4000) });

/** The back office's own notes on a return (not shown to the customer). */
export async function updateReturnNotes(ctx: Ctx<'deps' | 'actor' | 'locale'>, data: z.output<typeof ReturnNotesSchema>) {
  const { deps, actor } = ctx;
  const [row] = await deps.db.select({ notes: returns.notes }).from(returns).where(eq(returns.id, data.id));
  if (!row) throw notFound('Return');
  await deps.db.batch([
    deps.db.update(returns).set({ notes: data.notes }).where(eq(returns.id, data.id)),
    auditInsert(deps, actor, { section: 'rma', recordId: String(data.id), action: 'update', changes: { notes: [row.notes, data.notes] } }),
  ]);
  return { id: data.id };
}
