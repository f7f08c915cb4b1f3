import { and, asc, count, desc, eq, gte, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { Locale } from '../../../../shared/locales';
import { foldProspect, type AdminLeadListQuery, type LeadDirection, type LeadSort } from '../../../../shared/portal/leads.schema';
import type { AdminLeadRow, LeadPage, OpenLeadsSummary } from '../../../../shared/portal/leads.types';
import type { Actor } from '../../../auth/actor';
import type { AppDeps } from '../../../deps';
import { leads } from '../../../db/schema';
import { adminRowOf, rowsOfIds } from './rows';
import { emptyOffsetPage, exactCount, offsetPage } from '../../../list';

/**
 * The search box finds prospects by the start of their folded name ("acme" finds "ACME Coatings ApS"): a range over
 * `prospect_key`, which the (company_id, prospect_key) index serves. `null`: the text folds to nothing to look for.
 */
function searchCondition(q: string): SQL | undefined | null {
  if (!q) return undefined;
  const key = foldProspect(q);
  if (!key) return null;
  // Keys are letters and digits only, so every key starting with `key` sorts below `key~`.
  return and(gte(leads.prospectKey, key), lt(leads.prospectKey, `${key}~`));
}

function idsOf(deps: AppDeps, where: SQL | undefined, order: SQL[], limit: number, offset: number): Promise<number[]> {
  return deps.db
    .select({ id: leads.id })
    .from(leads)
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset)
    .then((rows) => rows.map((row) => row.id));
}

/**
 * Newest (or oldest) first. `small`: the filters match few rows, so they are found by the status or prospect index and
 * sorted, rather than by walking the (company, created) index past every row of other statuses: `+created_at` is the
 * same value, but an expression no index orders, which steers SQLite to the selective index.
 */
function byCreated(dir: LeadDirection, small = false): SQL[] {
  const created = small ? sql`+${leads.createdAt}` : sql`${leads.createdAt}`;
  return dir === 'asc' ? [asc(created), asc(leads.id)] : [desc(created), desc(leads.id)];
}

/** Up to this many matching rows, a filtered page is read by its filter's index and sorted (see byCreated). */
const SMALL_SET = 2000;

/**
 * One page's ids. By deadline: the offered leads (the only ones with a deadline to meet) by their deadline, then the
 * others newest first: two index-ordered reads (company, status, deadline) and (company, created), not a sort of all.
 */
async function pageIds(deps: AppDeps, where: SQL | undefined, sort: LeadSort, dir: LeadDirection, limit: number, offset: number, small: boolean): Promise<number[]> {
  if (sort === 'created') return idsOf(deps, where, byCreated(dir, small), limit, offset);
  const offeredWhere = and(where, eq(leads.status, 'offered'));
  const [offered] = await deps.db.select({ n: count() }).from(leads).where(offeredWhere);
  const offeredCount = offered?.n ?? 0;
  const by = dir === 'asc' ? asc : desc;
  const ids = offset < offeredCount ? await idsOf(deps, offeredWhere, [by(leads.deadlineAt), by(leads.id)], limit, offset) : [];
  if (ids.length === limit) return ids;
  const rest = await idsOf(deps, and(where, ne(leads.status, 'offered')), byCreated('desc', small), limit - ids.length, Math.max(0, offset - offeredCount));
  return [...ids, ...rest];
}

/**
 * The count and the page. Unfiltered (the company's own index serves both), they are read together; filtered, the count
 * (an index count) comes first and says whether the matches are few enough to sort (see byCreated).
 */
async function listPage<Row>(
  deps: AppDeps,
  where: SQL | undefined,
  input: { sort: LeadSort; dir: LeadDirection; page: number; perPage: number },
  filtered: boolean,
  empty: LeadPage<Row>,
  rowsOf: (ids: number[]) => Promise<Row[]>,
): Promise<LeadPage<Row>> {
  const counting = deps.db.select({ n: count() }).from(leads).where(where);
  if (!filtered) {
    const count = counting.then(([counted]) => exactCount(counted?.n ?? 0));
    const page = await offsetPage(input, count, (limit, offset) => pageIds(deps, where, input.sort, input.dir, limit, offset, false));
    return { ...empty, ...page, rows: await rowsOf(page.rows) };
  }
  const [counted] = await counting;
  const total = counted?.n ?? 0;
  if (total === 0) return empty;
  const page = await offsetPage(input, exactCount(total), (limit, offset) => pageIds(deps, where, input.sort, input.dir, limit, offset, total <= SMALL_SET));
  return { ...empty, ...page, rows: await rowsOf(page.rows) };
}

export interface AdminLeadPage extends LeadPage<AdminLeadRow> {
  /** Conflicts waiting for the admin's decision, whatever the filters. */
  conflicts: number;
  /** Partners' registrations that collide with nothing, waiting for the admin's confirmation. */
  toReview: number;
}

/** /admin/distributors/leads: every lead, filtered by status (conflicts too), company and country. */
export async function listAdminLeads(deps: AppDeps, input: AdminLeadListQuery, locale: Locale): Promise<AdminLeadPage> {
  const [[conflicts], [toReview]] = await Promise.all([
    deps.db.select({ n: count() }).from(leads).where(eq(leads.status, 'conflict')),
    deps.db.select({ n: count() }).from(leads).where(eq(leads.status, 'review')),
  ]);
  const empty: AdminLeadPage = {
    ...emptyOffsetPage(input.perPage),
    allCompanies: true,
    now: new Date().toISOString(),
    conflicts: conflicts?.n ?? 0,
    toReview: toReview?.n ?? 0,
  };
  const search = searchCondition(input.q);
  if (search === null) return empty;
  const where = and(
    search,
    input.status ? eq(leads.status, input.status) : undefined,
    input.companyId ? eq(leads.companyId, input.companyId) : undefined,
    input.countryId ? eq(leads.countryId, input.countryId) : undefined,
  );
  const page = await listPage(deps, where, input, Boolean(search || input.status || input.companyId || input.countryId), empty, (ids) => rowsOfIds(deps, ids, (row) => adminRowOf(row, locale), (row) => row.id));
  return { ...page, conflicts: empty.conflicts, toReview: empty.toReview };
}
