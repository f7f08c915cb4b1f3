import type { z } from 'zod';
import { and, asc, eq } from 'drizzle-orm';
import type { EnquiryStatus } from '../../../shared/catalog/enums';
import {
  AssignInputSchema,
  ENQUIRIES_SECTION,
  EnquiryIdInputSchema,
  type EnquiryDetail,
  type InboxPerson,
} from '../../../shared/enquiries/inbox.schema';
import type { Locale } from '../../../shared/locales';
import type { Actor } from '../../auth/actor';
import type { AppDeps } from '../../deps';
import { enquiries, users } from '../../db/schema';
import { auditInsert } from '../logs/audit';
import { getEnquiryDetail, loadEnquiry, loadWorkableEnquiry, type EnquiryRow } from './inbox-detail';
import { inboxFieldError } from './inbox-messages';
import type { Ctx } from '../../service-context';

/** Who an enquiry can be given to: the enabled administrators, by name. */
export async function listAssignees(ctx: Ctx<'deps'>): Promise<InboxPerson[]> {
  const { deps } = ctx;
  return deps.db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.disabled, false)))
    .orderBy(asc(users.name), asc(users.id));
}

async function emailOf(deps: AppDeps, userId: string | null): Promise<string | null> {
  if (!userId) return null;
  const [user] = await deps.db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return user?.email ?? null;
}

/**
 * The status follows the assignment: an open enquiry given to someone is 'assigned', one taken back is 'new'; a done
 * enquiry stays done whoever it is given to (reopening it picks the status from the assignment again). Spam stays
 * spam (the actions refuse it before they get here).
 */
export function statusAfterAssignment(status: EnquiryStatus, assignedTo: string | null): EnquiryStatus {
  if (status === 'done' || status === 'spam') return status;
  return assignedTo ? 'assigned' : 'new';
}

/**
 * Writes the row and its audit entry in one batch (both or neither). A change that changes nothing writes nothing,
 * so a double click leaves one entry.
 */
async function save(
  deps: AppDeps,
  actor: Actor,
  row: EnquiryRow,
  next: { status: EnquiryStatus; assignedTo: string | null },
  changes: Record<string, [unknown, unknown]>,
  locale: Locale,
): Promise<EnquiryDetail> {
  if (next.status !== row.status || next.assignedTo !== row.assignedTo) {
    await deps.db.batch([
      deps.db.update(enquiries).set({ status: next.status, assignedTo: next.assignedTo, updatedAt: new Date() }).where(eq(enquiries.id, row.id)),
      auditInsert(deps, actor, { section: ENQUIRIES_SECTION, recordId: String(row.id), action: 'update', changes }),
    ]);
  }
  return getEnquiryDetail(deps, row.id, locale);
}

/** Gives the enquiry to an enabled administrator, or back to nobody (null). The audit entry names both by e-mail. */
export async function assignEnquiry(ctx: Ctx<'deps' | 'actor' | 'locale'>, { id, assignedTo }: z.output<typeof AssignInputSchema>): Promise<EnquiryDetail> {
  const { deps, actor, locale } = ctx;
  const row = await loadWorkableEnquiry(deps, id, 'assignedTo', locale);
  if (assignedTo !== null) {
    const [assignee] = await deps.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, assignedTo), eq(users.role, 'admin'), eq(users.disabled, false)));
    if (!assignee) throw inboxFieldError('assignedTo', 'assignee', locale);
  }
  const status = statusAfterAssignment(row.status, assignedTo);
  const changes: Record<string, [unknown, unknown]> = {
    assignedTo: [await emailOf(deps, row.assignedTo), await emailOf(deps, assignedTo)],
  };
  if (status !== row.status) changes.status = [row.status, status];
  return save(deps, actor, row, { status, assignedTo }, changes, locale);
}

export async function markEnquiryDone(ctx: Ctx<'deps' | 'actor' | 'locale'>, { id }: z.output<typeof EnquiryIdInputSchema>): Promise<EnquiryDetail> {
  const { deps, actor, locale } = ctx;
  const row = await loadWorkableEnquiry(deps, id, 'id', locale);
  return save(deps, actor, row, { status: 'done', assignedTo: row.assignedTo }, { status: [row.status, 'done'] }, locale);
}

/** A done enquiry opens again: 'assigned' when someone still holds it, otherwise 'new'. Open ones stay as they are. */
export async function reopenEnquiry(ctx: Ctx<'deps' | 'actor' | 'locale'>, { id }: z.output<typeof EnquiryIdInputSchema>): Promise<EnquiryDetail> {
  const { deps, actor, locale } = ctx;
  const row = await loadEnquiry(deps, id);
  if (row.status !== 'done') return getEnquiryDetail(deps, id, locale);
  const status = statusAfterAssignment('new', row.assignedTo);
  return save(deps, actor, row, { status, assignedTo: row.assignedTo }, { status: ['done', status] }, locale);
}

/**
 * "Not spam": a person whose form was taken for a robot's goes back to the inbox as new, audited like the other
 * actions. Nothing is sent then (the form's e-mails were never written); whoever takes it answers by reply.
 */
export async function markNotSpam(ctx: Ctx<'deps' | 'actor' | 'locale'>, { id }: z.output<typeof EnquiryIdInputSchema>): Promise<EnquiryDetail> {
  const { deps, actor, locale } = ctx;
  const row = await loadEnquiry(deps, id);
  if (row.status !== 'spam') return getEnquiryDetail(deps, id, locale);
  const status = statusAfterAssignment('new', row.assignedTo);
  return save(deps, actor, row, { status, assignedTo: row.assignedTo }, { status: ['spam', status] }, locale);
}
