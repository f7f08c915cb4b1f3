import { or, sql } from 'drizzle-orm';
import { LIST_COUNT_CAP } from '../../../../shared/list/query';
import { websiteLogResource } from '../../../../shared/logs/collections/website-log';
import type { ResourceId, ResourceRow } from '../../../../shared/collections/types';
import { websiteLog } from '../../../db/schema';
import { planSearch, type SearchPlan, type SearchSource } from '../../../db/search-index';
import type { AppDeps } from '../../../deps';
import { startsWithRange } from '../../../list';
import { parseWebsiteDetail } from '../website-log';
import type { ServerResource } from '../../../collections/types';

/**
 * The paths' trigram index (db/search-index.ts), created at start with the other search indexes: a part of a path is
 * found from the index, not by reading every entry (the old list read a window of 5,000 entries per request instead).
 */
export const WEBSITE_LOG_SEARCH: SearchSource = { table: websiteLog, columns: [websiteLog.path], rowid: 'id' };

/**
 * A part of the path (the trigram index for a rare term, LIKE in list order for a common or short one), or the start
 * of the e-mail address (stored in lower case) or of the IP address: ranges of their indexes.
 */
async function websiteLogSearch(term: string, deps: AppDeps): Promise<SearchPlan> {
  const path = await planSearch(deps.db, WEBSITE_LOG_SEARCH, term, LIST_COUNT_CAP);
  // A part of a path more entries share than the cap is common whatever the addresses add: the list need not count.
  const condition = or(path.condition, startsWithRange(websiteLog.email, term.toLowerCase()), startsWithRange(websiteLog.ip, term))!;
  return { condition, common: path.common };
}

/** The page's entries with their detail read from its JSON into names and values (the screen lists them). */
async function readableDetail(_ctx: unknown, rows: ResourceRow<ResourceId>[]): Promise<ResourceRow<ResourceId>[]> {
  return rows.map((row) => ({ ...row, detail: parseWebsiteDetail(String(row.detail ?? '{}')) }));
}

/**
 * The server half of the website log. Global: only admins list it. Pages, the kind filter and the days are ranges of
 * the (created_at) and (kind, created_at) indexes; the search reads the path's trigram index and the (email) and (ip)
 * indexes, and sorts its matches (a kind beside it is checked on them).
 */
export const websiteLogCollection = {
  def: websiteLogResource,
  table: websiteLog,
  scope: 'global',
  search: websiteLogSearch,
  filterConditions: {
    // A kind holds about a quarter of the log, a rare search at most the cap's 10,000 entries: with a rare term, the
    // search's indexes should find the rows and the kind be checked on each. The unary `+` keeps SQLite off the kind's
    // index, which would read every entry of the kind to count the matches (25,000 of 100,000 in npm run perf:admin:
    // 27 ms, against 8). A common term is read by LIKE, row by row: the kind's index then narrows what is read.
    kind: (value, _filters, _actor, rareSearch) => (rareSearch ? sql`+${websiteLog.kind} = ${value}` : sql`${websiteLog.kind} = ${value}`),
  },
  present: readableDetail,
} satisfies ServerResource;
