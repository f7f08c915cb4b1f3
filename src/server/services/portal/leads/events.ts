import { isNotNull, sql, type SQL } from 'drizzle-orm';
import type { LeadEventKind } from '../../../../shared/portal/enums';
import type { Actor } from '../../../auth/actor';
import type { AppDeps } from '../../../deps';
import { leadEvents, leads } from '../../../db/schema';
import { companyScope } from '../../scope';

/** The audit trail's section of every lead change: Voltara's in the back office and the partners' answers. */
export const LEADS_AUDIT_SECTION = 'leads';

/**
 * The leads a portal member sees: their company's (an admin, every company's). A lead that went back to Voltara has
 * no company, so the company that let it go no longer sees it.
 */
export function portalLeadScope(actor: Actor): SQL {
  return companyScope(actor, leads.companyId) ?? isNotNull(leads.companyId);
}

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
