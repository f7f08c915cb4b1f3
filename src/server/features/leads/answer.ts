import { and, eq, gt } from 'drizzle-orm';
import type { Locale } from '../../../shared/locales';
import type { Actor } from '../../auth/actor';
import type { AppDeps } from '../../deps';
import { leads } from '../../db/schema';
import { DomainError, notFound } from '../../errors';
import { mailLeadDesk } from './desk-mail';
import { auditIfChanged } from '../logs/audit';
import { eventIfChanged, LEADS_AUDIT_SECTION } from './events';
import { serverTexts } from '../../texts';
import type { Ctx } from '../../service-context';

/** The company whose member is answering: an admin answers nothing in the portal, a member without a company sees nothing. */
function answeringCompany(actor: Actor, locale: Locale): number {
  if (actor.role === 'admin') throw new DomainError(403, serverTexts(locale).leads.adminAnswers);
  if (actor.companyId === null) throw notFound('Lead');
  return actor.companyId;
}

/**
 * Why an answer was refused, read after the conditional update changed nothing: unknown or another company's lead
 * answers 404; the company's own lead past its deadline, already answered or not offered answers 409.
 */
async function refusal(deps: AppDeps, id: number, companyId: number, locale: Locale): Promise<DomainError> {
  const [lead] = await deps.db.select({ status: leads.status }).from(leads).where(and(eq(leads.id, id), eq(leads.companyId, companyId)));
  const m = serverTexts(locale).leads;
  if (!lead) return notFound('Lead');
  if (lead.status === 'offered') return new DomainError(409, m.deadlinePassed);
  if (lead.status === 'accepted' || lead.status === 'won' || lead.status === 'lost') return new DomainError(409, m.alreadyAnswered);
  return new DomainError(409, m.notOffered);
}

/** Where an offered lead may still be answered by this company: one conditional UPDATE, so two clicks cannot both win. */
const answerable = (id: number, companyId: number, now: Date) =>
  and(eq(leads.id, id), eq(leads.companyId, companyId), eq(leads.status, 'offered'), gt(leads.deadlineAt, now));

/** Accepts an offered lead before its deadline; the company then works it until it is won or lost. */
export async function acceptLead(ctx: Ctx<'deps' | 'actor' | 'locale'>, { id }: { id: number }): Promise<{ id: number; status: 'accepted' }> {
  const { deps, actor, locale } = ctx;
  const companyId = answeringCompany(actor, locale);
  const now = new Date();
  const [updated] = await deps.db.batch([
    deps.db.update(leads).set({ status: 'accepted', updatedAt: now }).where(answerable(id, companyId, now)).returning({ id: leads.id }),
    eventIfChanged(deps, id, { kind: 'accepted', companyId, actorId: actor.id }, now),
    // Written only when the event was (so only when the answer took): the partner's answer is in the audit trail too.
    auditIfChanged(deps, actor, { section: LEADS_AUDIT_SECTION, recordId: String(id), action: 'update', changes: { status: ['offered', 'accepted'] } }),
  ]);
  if (updated.length === 0) throw await refusal(deps, id, companyId, locale);
  return { id, status: 'accepted' };
}

/** Rejects an offered lead with the reason: it goes back to Voltara at once and the company no longer sees it. */
export async function rejectLead(ctx: Ctx<'deps' | 'actor' | 'locale'>, { id, reason }: { id: number; reason: string }): Promise<{ id: number; status: 'unassigned' }> {
  const { deps, actor, locale } = ctx;
  const companyId = answeringCompany(actor, locale);
  const now = new Date();
  const [updated] = await deps.db.batch([
    deps.db
      .update(leads)
      .set({ status: 'unassigned', companyId: null, deadlineAt: null, deadlineReminderAt: null, updatedAt: now })
      .where(answerable(id, companyId, now))
      .returning({ id: leads.id }),
    eventIfChanged(deps, id, { kind: 'rejected', companyId, actorId: actor.id, reason }, now),
    auditIfChanged(deps, actor, {
      section: LEADS_AUDIT_SECTION,
      recordId: String(id),
      action: 'update',
      changes: { status: ['offered', 'unassigned'], companyId: [companyId, null], reason: [null, reason] },
    }),
  ]);
  if (updated.length === 0) throw await refusal(deps, id, companyId, locale);
  await mailLeadDesk(deps, id, 'rejected', companyId, reason);
  return { id, status: 'unassigned' };
}

/** Closes an accepted lead as won, or lost with the reason. */
export async function closeLead(ctx: Ctx<'deps' | 'actor' | 'locale'>, input: { id: number; outcome: 'won' | 'lost'; reason: string }): Promise<{ id: number; status: 'won' | 'lost' }> {
  const { deps, actor, locale } = ctx;
  const companyId = answeringCompany(actor, locale);
  const now = new Date();
  const [updated] = await deps.db.batch([
    deps.db
      .update(leads)
      .set({ status: input.outcome, closedAt: now, outcomeReason: input.reason, updatedAt: now })
      .where(and(eq(leads.id, input.id), eq(leads.companyId, companyId), eq(leads.status, 'accepted')))
      .returning({ id: leads.id }),
    eventIfChanged(deps, input.id, { kind: input.outcome, companyId, actorId: actor.id, reason: input.reason }, now),
    auditIfChanged(deps, actor, {
      section: LEADS_AUDIT_SECTION,
      recordId: String(input.id),
      action: 'update',
      changes: { status: ['accepted', input.outcome], ...(input.reason ? { reason: [null, input.reason] } : {}) },
    }),
  ]);
  if (updated.length === 0) {
    const [lead] = await deps.db.select({ id: leads.id }).from(leads).where(and(eq(leads.id, input.id), eq(leads.companyId, companyId)));
    if (!lead) throw notFound('Lead');
    throw new DomainError(409, serverTexts(locale).leads.notAccepted);
  }
  return { id: input.id, status: input.outcome };
}
