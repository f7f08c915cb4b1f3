import { and, asc, eq, gt, isNull, lte } from 'drizzle-orm';
import type { AppDeps } from '../deps';
import { leads } from '../db/schema';
import { readLeadSettings } from '../features/settings/site-settings';
import { eventIfChanged } from '../features/leads/events';
import { mailLeadDesk } from '../features/leads/desk-mail';
import { mailDeadlineNear } from '../features/leads/notify';
import { startHourlyJob, type StopJob } from './hourly';
import { withLease } from './lease';

const JOB = 'lead-deadlines';
const LEASE_MS = 10 * 60_000;
const HOUR_MS = 3_600_000;
/** Leads handled per run at most: a backlog is worked off over the next runs rather than in one long one. */
const BATCH = 500;

/**
 * Offered leads whose deadline has passed go back to Voltara: unassigned, no company (the company that let it pass no
 * longer sees it), an `expired` event naming that company, and a mail to Voltara's leads desk. Each lead by one
 * conditional update (still offered, to the same company, still past its deadline), so an answer given at the last
 * moment or a second instance wins cleanly, and the desk hears of each return once. The portal already shows such a
 * lead as expired from its deadline on (portalStatusOf); this run only does the write.
 */
export async function expireLeads(deps: AppDeps, now = new Date()): Promise<number> {
  const due = await deps.db
    .select({ id: leads.id, companyId: leads.companyId })
    .from(leads)
    .where(and(eq(leads.status, 'offered'), lte(leads.deadlineAt, now)))
    .orderBy(asc(leads.deadlineAt))
    .limit(BATCH);
  let expired = 0;
  for (const lead of due) {
    if (lead.companyId === null) continue;
    const [updated] = await deps.db.batch([
      deps.db
        .update(leads)
        .set({ status: 'unassigned', companyId: null, deadlineAt: null, deadlineReminderAt: null, updatedAt: now })
        .where(and(eq(leads.id, lead.id), eq(leads.status, 'offered'), eq(leads.companyId, lead.companyId), lte(leads.deadlineAt, now)))
        .returning({ id: leads.id }),
      eventIfChanged(deps, lead.id, { kind: 'expired', companyId: lead.companyId, actorId: null }, now),
    ]);
    if (updated.length === 0) continue;
    expired += 1;
    await mailLeadDesk(deps, lead.id, 'expired', lead.companyId);
  }
  return expired;
}

/**
 * "Deadline near", once per offer: to the members of the company an offered lead still waits on, when its deadline
 * falls within the reminder hours of the settings. The update that stamps `deadline_reminder_at` claims the lead, so
 * two instances never both send; a new offer clears the stamp (a new deadline, a new reminder).
 */
export async function remindLeadDeadlines(deps: AppDeps, now = new Date()): Promise<number> {
  const settings = await readLeadSettings({ deps });
  if (settings.reminderHours === 0) return 0;
  const horizon = new Date(now.getTime() + settings.reminderHours * HOUR_MS);
  const near = await deps.db
    .select({ id: leads.id })
    .from(leads)
    .where(and(eq(leads.status, 'offered'), gt(leads.deadlineAt, now), lte(leads.deadlineAt, horizon), isNull(leads.deadlineReminderAt)))
    .orderBy(asc(leads.deadlineAt))
    .limit(BATCH);
  let sent = 0;
  for (const lead of near) {
    const claimed = await deps.db
      .update(leads)
      .set({ deadlineReminderAt: now })
      .where(and(eq(leads.id, lead.id), eq(leads.status, 'offered'), isNull(leads.deadlineReminderAt)));
    if (claimed.rowsAffected === 0) continue;
    sent += await mailDeadlineNear(deps, lead.id);
  }
  return sent;
}

/** Both, expiry first (a lead past its deadline is not reminded). Returns the e-mails sent plus the leads expired. */
export async function runLeadDeadlineWork(deps: AppDeps, now = new Date()): Promise<number> {
  const expired = await expireLeads(deps, now);
  const reminded = await remindLeadDeadlines(deps, now);
  return expired + reminded;
}

/** One run under the lease: of several instances, one works. */
export function runLeadDeadlines(deps: AppDeps, holder?: string): Promise<number | undefined> {
  return withLease(deps.db, JOB, LEASE_MS, () => runLeadDeadlineWork(deps), holder);
}

/** Hourly, one instance at a time (call from main.ts beside the other reminders). */
export function startLeadDeadlines(deps: AppDeps): StopJob {
  return startHourlyJob(deps, 'lead deadlines', () => runLeadDeadlines(deps));
}
