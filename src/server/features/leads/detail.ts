import { asc, eq, type SQL } from 'drizzle-orm';
import type { AdminLeadDetail } from '../../../shared/leads/leads.types';
import type { Locale } from '../../../shared/locales';
import type { AppDeps } from '../../deps';
import { companies, leadEvents, leads, users } from '../../db/schema';
import { notFound } from '../../errors';
import { adminRowOf, selectLeads } from './rows';

export function eventsOf(deps: AppDeps, where: SQL | undefined) {
  return deps.db
    .select({ id: leadEvents.id, kind: leadEvents.kind, at: leadEvents.createdAt, reason: leadEvents.reason, actorName: users.name, companyName: companies.name })
    .from(leadEvents)
    .leftJoin(users, eq(users.id, leadEvents.actorId))
    .leftJoin(companies, eq(companies.id, leadEvents.companyId))
    .where(where)
    .orderBy(asc(leadEvents.createdAt), asc(leadEvents.id));
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
