import { sql, type SQL } from 'drizzle-orm';
import type { LeadEventKind } from '../../../shared/partners/enums';
import type { AppDeps } from '../../deps';
import { leadEvents } from '../../db/schema';

/** The audit trail's section of every lead change: Voltara's in the back office and the partners' answers. */
export const LEADS_AUDIT_SECTION = 'leads';

export interface LeadEventSpec {
  kind: LeadEventKind;
  companyId: number | null;
  actorId: string | null;
  reason?: string;
}

/** The id of the lead a statement of the batch just inserted (last_insert_rowid() right after the lead's insert). */
export const JUST_INSERTED_LEAD = sql`last_insert_rowid()`;
/** The lead of the event the statement before inserted: chains a second event after a first in one batch. */
export const LEAD_OF_LAST_EVENT = sql`(SELECT ${leadEvents.leadId} FROM ${leadEvents} WHERE ${leadEvents.id} = last_insert_rowid())`;

/** An event row for `leadId` (a number, or SQL naming it within a batch). */
export function eventInsert(deps: AppDeps, leadId: number | SQL, event: LeadEventSpec, at: Date, onlyIfChanged = false) {
  const guard = onlyIfChanged ? sql` WHERE changes() = 1` : sql``;
  return deps.db
    .insert(leadEvents)
    .select(sql`SELECT NULL, ${leadId}, ${event.kind}, ${event.companyId}, ${event.actorId}, ${event.reason ?? ''}, ${at.getTime()}${guard}`);
}

/**
 * The event of a conditional update, written only when the update (the statement just before it in the same batch)
 * changed the row: a refused answer leaves no trace, and a lead never gets an event for a change it did not have.
 */
export function eventIfChanged(deps: AppDeps, leadId: number, event: LeadEventSpec, at: Date) {
  return eventInsert(deps, leadId, event, at, true);
}
