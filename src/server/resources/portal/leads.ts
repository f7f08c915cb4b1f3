import { and, asc, desc, eq, gt, gte, inArray, isNotNull, lt, lte, sql, type SQL } from 'drizzle-orm';
import { leadsResource } from '../../../shared/resources/portal/leads';
import { foldProspect, PORTAL_LEAD_STATUSES, type PortalLeadStatus } from '../../../shared/portal/leads.schema';
import { leads } from '../../db/schema';
import type { ServerResource } from '../types';

/** Matches no row: a search that folds to nothing to look for ("%_%"). */
const NOTHING = sql`0 = 1`;

/** The database's clock in milliseconds, as deadlines are stored: a row's state is read as of the query. */
const NOW_MS = sql`cast((julianday('now') - 2440587.5) * 86400000 as integer)`;

/** The stored rows behind a state as the company sees it at `now` (see services/portal/leads/rows.ts portalStatusOf). */
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

/**
 * The search box finds prospects by the start of their folded name ("acme" finds "ACME Coatings ApS"): a range over
 * `prospect_key`, which the (company_id, prospect_key) index serves.
 */
function searchCondition(term: string): SQL {
  const key = foldProspect(term);
  if (!key) return NOTHING;
  // Keys are letters and digits only, so every key starting with `key` sorts below `key~`.
  return and(gte(leads.prospectKey, key), lt(leads.prospectKey, `${key}~`))!;
}

/** A filter value the definition's options allowed, as the state it names. */
const stateOf = (value: string): PortalLeadStatus | undefined => PORTAL_LEAD_STATUSES.find((status) => status === value);

const offered = sql`${leads.status} = 'offered'`;

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
    deadline: sql<Date | null>`(case when ${offered} then ${leads.deadlineAt} end)`.mapWith(leads.deadlineAt),
    deadlineLeft: sql<number | null>`(case when ${offered} then ${leads.deadlineAt} - ${NOW_MS} end)`,
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
  search: searchCondition,
} satisfies ServerResource;
