import { and, asc, desc, eq, gt, inArray, isNotNull, lte, sql, type SQL } from 'drizzle-orm';
import { leadsResource } from '../../../../shared/leads/collections/portal-leads';
import { PORTAL_LEAD_STATUSES, type PortalLeadStatus } from '../../../../shared/leads/leads.schema';
import { leads } from '../../../db/schema';
import { leadDeadlineValues, NOTHING, NOW_MS, offered, prospectSearchCondition } from './lead-columns';
import type { ServerResource } from '../../../collections/types';

/** The stored rows behind a state as the company sees it at `now` (see features/leads/rows.ts portalStatusOf). */
export function portalStatusCondition(status: PortalLeadStatus, now: Date): SQL | undefined {
  switch (status) {
    case 'offered':
      return and(eq(leads.status, 'offered'), gt(leads.deadlineAt, now));
    case 'expired':
      return and(eq(leads.status, 'offered'), lte(leads.deadlineAt, now));
    case 'review':
      return inArray(leads.status, ['review', 'conflict']);
    default:
      return eq(leads.status, status);
  }
}

/** A filter value the definition's options allowed, as the state it names. */
const stateOf = (value: string): PortalLeadStatus | undefined => PORTAL_LEAD_STATUSES.find((status) => status === value);

/**
 * The server half of /portal/leads: a company's leads (an admin reads every company's). A lead that went back to
 * Voltara has no company, so nobody reads it here, and the company that let it go no longer sees it. The state is the
 * company's view of the stored status at the moment of reading (portalStatusOf in SQL); the deadline is an offer's only.
 */
export const leadsCollection = {
  def: leadsResource,
  table: leads,
  scope: 'company',
  scopeKey: 'companyId',
  holds: isNotNull(leads.companyId),
  relations: { countryId: 'countries', productId: 'products' },
  computed: {
    state: sql<PortalLeadStatus>`(case when ${offered} and ${leads.deadlineAt} <= ${NOW_MS} then 'expired' when ${leads.status} in ('review', 'conflict') then 'review' when ${leads.status} = 'unassigned' then 'expired' else ${leads.status} end)`,
    ...leadDeadlineValues,
  },
  // By the indexes of (company, status, deadline), not by the computed state row by row.
  filterConditions: {
    state: (value) => {
      const state = stateOf(value);
      return state ? portalStatusCondition(state, new Date()) : NOTHING;
    },
  },
  // Only offers listed (the state filter): each has its deadline, and the (company, status, deadline) index gives their
  // order. Otherwise the column's own: the offers by deadline, then every lead without one.
  orderFor: {
    deadline: (dir, filters) => {
      if (filters.state !== 'offered' && filters.state !== 'expired') return undefined;
      const by = dir === 'asc' ? asc : desc;
      return [by(leads.deadlineAt), by(leads.id)];
    },
  },
  search: prospectSearchCondition,
} satisfies ServerResource;
