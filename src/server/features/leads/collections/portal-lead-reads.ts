import { and, asc, count, eq } from 'drizzle-orm';
import type { OpenLeadsSummary, PortalLeadDetail } from '../../../../shared/leads/leads.types';
import { leadEvents, leads } from '../../../db/schema';
import { notFound } from '../../../errors';
import { eventsOf } from '../detail';
import { portalRowOf, selectLeads } from '../rows';
import { rowFilter } from '../../../collections/row-filter';
import { leadsCollection, portalStatusCondition } from './portal-leads';
import type { Ctx } from '../../../service-context';

/* The portal's reads of one lead and of the leads that need an answer, within the leads collection's row filter. */

/**
 * portal.leads.get, the page's lead dialog (?lead={id}): one of the company's leads, within the leads collection's row
 * filter. Another company's lead (or one that went back to Voltara) answers as an unknown id. Its history shows only
 * the company's own steps: who had it before, and whose registration a conflict collides with, are not the company's
 * business.
 */
export async function getCompanyLead(ctx: Ctx<'deps' | 'actor' | 'locale'>, id: number): Promise<PortalLeadDetail> {
  const { deps, actor, locale } = ctx;
  const [row] = await selectLeads(deps, and(eq(leads.id, id), rowFilter(actor, leadsCollection)));
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

/**
 * The portal dashboard's piece: how many leads wait for an answer (deadline still ahead) and are being worked, the
 * five soonest deadlines.
 */
export async function openLeadsSummary(ctx: Ctx<'deps' | 'actor'>): Promise<OpenLeadsSummary> {
  const { deps, actor } = ctx;
  const scope = rowFilter(actor, leadsCollection);
  const now = new Date();
  const waiting = and(scope, portalStatusCondition('offered', now));
  const [[offered], [accepted], soonest] = await Promise.all([
    deps.db.select({ n: count() }).from(leads).where(waiting),
    deps.db.select({ n: count() }).from(leads).where(and(scope, eq(leads.status, 'accepted'))),
    deps.db
      .select({ id: leads.id, prospectCompany: leads.prospectCompany, deadlineAt: leads.deadlineAt })
      .from(leads)
      .where(waiting)
      .orderBy(asc(leads.deadlineAt), asc(leads.id))
      .limit(5),
  ]);
  return {
    offered: offered?.n ?? 0,
    accepted: accepted?.n ?? 0,
    soonest: soonest.map((row) => ({ id: row.id, prospectCompany: row.prospectCompany, deadlineAt: row.deadlineAt?.toISOString() ?? '' })),
    now: now.toISOString(),
  };
}
