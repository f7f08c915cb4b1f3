import { and, gte, lt, sql, type SQL } from 'drizzle-orm';
import { foldProspect } from '../../../../shared/leads/leads.schema';
import { leads } from '../../../db/schema';

/**
 * What the leads collections of both faces (the portal's, a company's leads; the back office's, every lead) compute
 * and search alike: an offer's deadline and the time left to it on the database's clock, and the prospect search.
 */

/** Matches no row: a search that folds to nothing to look for ("%_%"). */
export const NOTHING = sql`0 = 1`;

/** The database's clock in milliseconds, as deadlines are stored: a row's state is read as of the query. */
export const NOW_MS = sql`cast((julianday('now') - 2440587.5) * 86400000 as integer)`;

export const offered = sql`${leads.status} = 'offered'`;

/** Only an offer has a deadline to meet: its deadline, and the milliseconds left to it (negative once it passed). */
export const leadDeadlineValues = {
  deadline: sql<Date | null>`(case when ${offered} then ${leads.deadlineAt} end)`.mapWith(leads.deadlineAt),
  deadlineLeft: sql<number | null>`(case when ${offered} then ${leads.deadlineAt} - ${NOW_MS} end)`,
};

/**
 * The search box finds prospects by the start of their folded name ("acme" finds "ACME Coatings ApS"): a range over
 * `prospect_key`, which the (company_id, prospect_key) index serves within a company and `leads_prospect_idx` over
 * every lead.
 */
export function prospectSearchCondition(term: string): SQL {
  const key = foldProspect(term);
  if (!key) return NOTHING;
  // Keys are letters and digits only, so every key starting with `key` sorts below `key~`.
  return and(gte(leads.prospectKey, key), lt(leads.prospectKey, `${key}~`))!;
}
