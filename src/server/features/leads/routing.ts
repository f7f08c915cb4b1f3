import { and, desc, eq, exists, inArray, or, sql } from 'drizzle-orm';
import type { LeadStatus } from '../../../shared/partners/enums';
import type { LeadSettings } from '../../../shared/leads/leads.schema';
import type { AppDeps } from '../../deps';
import { companies, companyAreas, leads } from '../../db/schema';
import { eventIfChanged } from './events';

const HOUR_MS = 3_600_000;

/** When an offer made now must be answered by. */
export const deadlineFrom = (now: Date, settings: LeadSettings) => new Date(now.getTime() + settings.answerHours * HOUR_MS);

/**
 * The company a lead from `countryId` goes to: an active company of that country, else one that lists the country
 * among its areas (company_areas); the oldest first when several fit. None: the lead stays with Voltara.
 */
export async function companyForCountry(deps: AppDeps, countryId: number): Promise<number | null> {
  const covers = deps.db.select({ one: sql`1` }).from(companyAreas).where(and(eq(companyAreas.companyId, companies.id), eq(companyAreas.countryId, countryId)));
  const [row] = await deps.db
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.disabled, false), or(eq(companies.countryId, countryId), exists(covers))))
    .orderBy(desc(sql`${companies.countryId} = ${countryId}`), companies.id)
    .limit(1);
  return row?.id ?? null;
}

/** An active company, or null (unknown or disabled). */
export async function activeCompany(deps: AppDeps, companyId: number): Promise<{ id: number; name: string } | null> {
  const [row] = await deps.db.select({ id: companies.id, name: companies.name }).from(companies).where(and(eq(companies.id, companyId), eq(companies.disabled, false)));
  return row ?? null;
}

/**
 * The two statements that offer a lead to a company (status `offered`, a fresh deadline, the reminder not yet sent)
 * and log it, for one batch. The update only passes while the lead is still in one of `from` (as the caller read it),
 * so two admins routing at once cannot both win; the event is only written when it did.
 */
export function offerStatements(
  deps: AppDeps,
  leadId: number,
  companyId: number,
  from: readonly LeadStatus[],
  actorId: string | null,
  now: Date,
  settings: LeadSettings,
  reason = '',
) {
  return [
    deps.db
      .update(leads)
      .set({ status: 'offered', companyId, deadlineAt: deadlineFrom(now, settings), deadlineReminderAt: null, closedAt: null, outcomeReason: '', updatedAt: now })
      .where(and(eq(leads.id, leadId), inArray(leads.status, [...from])))
      .returning({ id: leads.id }),
    eventIfChanged(deps, leadId, { kind: 'routed', companyId, actorId, reason }, now),
  ] as const;
}

/** The same for taking a lead back to Voltara (unassigned, no company, no deadline). */
export function unassignStatements(deps: AppDeps, leadId: number, from: readonly LeadStatus[], actorId: string | null, now: Date, reason = '') {
  return [
    deps.db
      .update(leads)
      .set({ status: 'unassigned', companyId: null, deadlineAt: null, deadlineReminderAt: null, updatedAt: now })
      .where(and(eq(leads.id, leadId), inArray(leads.status, [...from])))
      .returning({ id: leads.id }),
    eventIfChanged(deps, leadId, { kind: 'routed', companyId: null, actorId, reason }, now),
  ] as const;
}
