import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { Locale } from '../../../../shared/locales';
import type { AdminLeadDetail, PortalLeadDetail } from '../../../../shared/portal/leads.types';
import type { Actor } from '../../../auth/actor';
import type { AppDeps } from '../../../deps';
import { companies, leadEvents, leads, users } from '../../../db/schema';
import { notFound } from '../../../errors';
import { portalLeadScope } from './events';
import { adminRowOf, portalRowOf, selectLeads } from './rows';

function eventsOf(deps: AppDeps, where: SQL | undefined) {
  return deps.db
    .select({ id: leadEvents.id, kind: leadEvents.kind, at: leadEvents.createdAt, reason: leadEvents.reason, actorName: users.name, companyName: companies.name })
    .from(leadEvents)
    .leftJoin(users, eq(users.id, leadEvents.actorId))
    .leftJoin(companies, eq(companies.id, leadEvents.companyId))
    .where(where)
    .orderBy(asc(leadEvents.createdAt), asc(leadEvents.id));
}

/**
 * /portal/leads/{id}: one of the company's leads. Another company's lead (or one that went back to Voltara) answers as
 * an unknown id. Its history shows only the company's own steps: who had it before, and whose registration a conflict
 * collides with, are not the company's business.
 */
export async function getCompanyLead(deps: AppDeps, actor: Actor, id: number, locale: Locale): Promise<PortalLeadDetail> {
  const [row] = await selectLeads(deps, and(eq(leads.id, id), portalLeadScope(actor)));
  if (!row) throw notFound('Lead');
  const { lead } = row;
  const admin = actor.role === 'admin';
  const events = await eventsOf(deps, and(eq(leadEvents.leadId, id), admin ? undefined : eq(leadEvents.companyId, lead.companyId!)));
  const now = new Date();
  const mine = !admin && actor.companyId === lead.companyId;
  const view = portalRowOf(row, locale, now);
  // An offer's contact belongs to the company that takes the lead on: until it accepts, a company that lets it pass
  // (or rejects it) must not leave with the prospect's address and number.
  const contactHidden = view.status === 'offered' || view.status === 'expired';
  return {
    ...view,
    email: contactHidden ? '' : lead.email,
    telephone: contactHidden ? '' : lead.telephone,
    contactHidden,
    message: lead.message,
    outcomeReason: lead.status === 'lost' || lead.status === 'won' ? lead.outcomeReason : '',
    closedAt: lead.closedAt?.toISOString() ?? null,
    ownRegistration: lead.registeredByCompanyId !== null && lead.registeredByCompanyId === lead.companyId,
    // A collision is Voltara's to know: the company reads its registration's step as "sent to Voltara for review".
    events: events.map((event) => ({ kind: event.kind === 'conflict' ? 'review' : event.kind, at: event.at.toISOString(), reason: event.reason, actorName: event.actorName ?? '' })),
    allCompanies: admin,
    now: now.toISOString(),
    canAnswer: mine && view.status === 'offered',
    canClose: mine && lead.status === 'accepted',
  };
}

/** /admin/distributors/leads/{id}: the lead, its whole history with companies and people, and a conflict's other side. */
export async function getAdminLead(deps: AppDeps, id: number, locale: Locale): Promise<AdminLeadDetail> {
  const [row] = await selectLeads(deps, eq(leads.id, id));
  if (!row) throw notFound('Lead');
  const { lead } = row;
  const [events, [other]] = await Promise.all([
    eventsOf(deps, eq(leadEvents.leadId, id)),
    lead.conflictLeadId ? selectLeads(deps, eq(leads.id, lead.conflictLeadId)) : Promise.resolve([]),
  ]);
  return {
    ...adminRowOf(row, locale),
    deadlineAt: lead.deadlineAt?.toISOString() ?? null,
    email: lead.email,
    telephone: lead.telephone,
    message: lead.message,
    outcomeReason: lead.outcomeReason,
    closedAt: lead.closedAt?.toISOString() ?? null,
    enquiryId: lead.enquiryId,
    events: events.map((event) => ({
      id: event.id,
      kind: event.kind,
      at: event.at.toISOString(),
      reason: event.reason,
      actorName: event.actorName ?? '',
      companyName: event.companyName ?? '',
    })),
    conflictWith: other
      ? { id: other.lead.id, prospectCompany: other.lead.prospectCompany, companyName: other.companyName ?? '', status: other.lead.status }
      : null,
    now: new Date().toISOString(),
  };
}
