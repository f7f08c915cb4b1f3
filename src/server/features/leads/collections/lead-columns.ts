import { sql, type SQL } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import { LIST_COUNT_CAP } from '../../../../shared/list/query';
import { foldProspect } from '../../../../shared/leads/leads.schema';
import { leads } from '../../../db/schema';
import type { SearchPlan } from '../../../db/search-index';
import type { AppDeps } from '../../../deps';

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

/** Keys are letters and digits only, so every key starting with `key` sorts below `key~`. */
function startsWith(column: SQLiteColumn | SQL, key: string): SQL {
  return sql`(${column} >= ${key} and ${column} < ${`${key}~`})`;
}

/**
 * The search box finds prospects by the start of their folded name ("acme" finds "ACME Coatings ApS"): a range over
 * `prospect_key`, which the (company_id, prospect_key) index serves within a company and `leads_prospect_idx` over
 * every lead.
 */
export function prospectSearchCondition(term: string): SQL {
  const key = foldProspect(term);
  return key ? startsWith(leads.prospectKey, key) : NOTHING;
}

/**
 * The same search over every lead (the back office's list), planned as the search fields' index is (planSearch): a
 * start more than `cap` leads share is common. Its range would be read whole and sorted to keep one page (100,000
 * leads: 23 ms), so it is read in list order instead, through the date index, until the page is full; the unary `+`
 * keeps SQLite off the prospect index. A rarer start stays a range of `leads_prospect_idx`.
 */
export async function plannedProspectSearch(term: string, deps: AppDeps, cap = LIST_COUNT_CAP): Promise<SearchPlan> {
  const key = foldProspect(term);
  if (!key) return { condition: NOTHING, common: false };
  const [probe] = await deps.db.all<{ n: number }>(
    sql`select count(*) as n from (select 1 from ${leads} where ${startsWith(leads.prospectKey, key)} limit ${cap + 1})`,
  );
  const common = Number(probe?.n ?? 0) > cap;
  return { condition: startsWith(common ? sql`+${leads.prospectKey}` : leads.prospectKey, key), common };
}
