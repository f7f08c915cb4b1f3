import { and, asc, desc, eq, inArray, isNull, or, sql, SQL } from 'drizzle-orm';
import type { SQLiteColumn, SQLiteSelect } from 'drizzle-orm/sqlite-core';
import type { Actor } from '../auth/actor';
import { LOCALE_CODES, type Locale } from '../../shared/locales';
import type { OffsetPage } from '../../shared/list/page';
import { LIST_COUNT_CAP } from '../../shared/list/query';
import { parseDateRange, type DateRange } from '../../shared/collections/date-range';
import type { ResourceListQuery } from '../../shared/collections/list';
import type { ResourceId, ResourceRow } from '../../shared/collections/types';
import { countMatches, exactCount, offsetPage } from '../list';
import type { AppDeps } from '../deps';
import { validationError } from '../errors';
import { lookupLabels } from './lookups';
import { cellValue, columnsOf, computedValues, idValue, localizedBases } from './records';
import { planSearch } from '../db/search-index';
import { resourceSearchSource } from './search-sources';
import { listRowFilter, rowFilter } from './row-filter';
import type { ComputedValues, ServerResource } from './types';
import type { Ctx } from '../service-context';

/** The column behind a search, sort or column field: a per-language base means its EN text, or a computed value. */
function columnFor(resource: ServerResource, field: string, computed: ComputedValues | undefined): SQLiteColumn | SQL | undefined {
  const columns = columnsOf(resource.table);
  return columns[field] ?? columns[`${field}_EN`] ?? computed?.[field];
}

export type ListFilter = Omit<ResourceListQuery, 'page' | 'perPage' | 'sort' | 'dir'>;

/** A select of the list's rows: from its table, joined to the collection's kept values when it has some (`listJoin`). */
function fromListRows<Select extends SQLiteSelect>(select: Select, resource: ServerResource, actor: Actor, filters: ListFilter['filters']): Select {
  const join = resource.listJoin?.(actor, filters ?? {});
  // Every list select names its own columns, so the joined table adds none to the rows and their type stays.
  return join ? (select.innerJoin(join.table, join.on) as unknown as Select) : select;
}

const DAY_MS = 86_400_000;

/**
 * Both days included. A day stored as text (YYYY-MM-DD) compares as text; a timestamp from the first day's midnight
 * (UTC) to before the midnight after the last, each written as the column stores it.
 */
function dateRangeCondition(column: SQLiteColumn | SQL, range: DateRange): SQL | undefined {
  if (column instanceof SQL || column.dataType !== 'date') {
    return and(range.from ? sql`${column} >= ${range.from}` : undefined, range.to ? sql`${column} <= ${range.to}` : undefined);
  }
  const stored = (day: string, after = 0) => column.mapToDriverValue(new Date(Date.parse(`${day}T00:00:00Z`) + after * DAY_MS));
  return and(range.from ? sql`${column} >= ${stored(range.from)}` : undefined, range.to ? sql`${column} < ${stored(range.to, 1)}` : undefined);
}

/**
 * The WHERE of a list query; unknown filter keys are a 422 (the definition lists what may be filtered). `capped` is
 * true when the count is already known to exceed the cap (a common search term and nothing else). `joined`: the
 * select reads through the collection's `listJoin` (fromListRows), which keeps only the rows it holds by itself.
 */
export async function whereOf(
  deps: AppDeps,
  resource: ServerResource,
  actor: Actor,
  query: ListFilter,
  { joined = false }: { joined?: boolean } = {},
): Promise<{ where: SQL | undefined; capped: boolean }> {
  const { def } = resource;
  const parts: (SQL | undefined)[] = [joined ? listRowFilter(actor, resource) : rowFilter(actor, resource)];
  // A list without a search box (`searchable: false`) ignores a term, as the old logs did.
  const term = def.searchable === false ? '' : query.q?.trim();
  const source = resource.search ? null : resourceSearchSource(resource);
  let common = false;
  if (term && resource.search) {
    const searched = await resource.search(term, deps);
    const plan = searched instanceof SQL ? { condition: searched, common: false } : searched;
    common = plan.common;
    parts.push(plan.condition);
  } else if (term && source) {
    const plan = await planSearch(deps.db, source, term, LIST_COUNT_CAP);
    common = plan.common;
    const asNumber = /^\d+$/.test(term) ? Number(term) : null;
    parts.push(or(plan.condition, asNumber === null ? undefined : eq(resource.table.id, asNumber)));
  }
  const unset = (key: string) => query.filters?.[key] === undefined || query.filters[key] === null || query.filters[key] === '';
  for (const filter of def.filters) {
    if (filter.kind === 'relation' && filter.required && unset(filter.field)) throw validationError({ [`filters.${filter.field}`]: ['Required.'] });
  }
  for (const [key, condition] of Object.entries(resource.filterDefaults ?? {})) {
    if (unset(key)) parts.push(condition(query.filters ?? {}));
  }
  const columns = columnsOf(resource.table);
  const computedByKey = computedValues(resource, actor);
  for (const [key, value] of Object.entries(query.filters ?? {})) {
    if (value === null || value === '') continue;
    const filter = def.filters.find((f) => f.field === key);
    const column = columns[key];
    const computed = computedByKey?.[key];
    const condition = resource.filterConditions?.[key];
    if (!filter || (!column && !computed && !condition)) throw validationError({ [`filters.${key}`]: ['Unknown filter.'] });
    // An offered value is text (a section name); its own condition says whether it is one. A typed one is text too.
    if ((filter.kind === 'offered' || filter.kind === 'text') && typeof value !== 'string') throw validationError({ [`filters.${key}`]: ['Unknown value.'] });
    if (filter.kind === 'select' && !filter.options.includes(String(value)))
      throw validationError({ [`filters.${key}`]: ['Unknown value.'] });
    // A relation filter names a record by its integer id (or, where the filter offers one, its `none` value: the
    // records without a related record): anything else could match no row and should say so.
    const none = filter.kind === 'relation' && filter.none !== undefined && value === filter.none.value;
    if (filter.kind === 'relation' && !none && !(Number.isSafeInteger(Number(value)) && Number(value) > 0 && typeof value !== 'boolean'))
      throw validationError({ [`filters.${key}`]: ['Unknown value.'] });
    // Yes or no, as a boolean or its word: "maybe" would silently list the "no" rows.
    if (filter.kind === 'boolean' && ![true, false, 'true', 'false'].includes(value as boolean | string))
      throw validationError({ [`filters.${key}`]: ['Unknown value.'] });
    if (condition) {
      parts.push(condition(String(value), query.filters ?? {}, actor, Boolean(term) && !common));
      continue;
    }
    if (filter.kind === 'dateRange') {
      const range = parseDateRange(String(value));
      if (!range) throw validationError({ [`filters.${key}`]: ['Unknown value.'] });
      parts.push(dateRangeCondition(column ?? computed!, range));
      continue;
    }
    if (none) {
      parts.push(isNull(column ?? computed!));
      continue;
    }
    const typed = filter.kind === 'boolean' ? value === true || value === 'true' : filter.kind === 'relation' ? Number(value) : value;
    // A table column maps the value to its stored form (booleans as 0/1); a computed value compares as it is.
    parts.push(column ? eq(column, typed) : eq(computed!, typed));
  }
  const filtered = Object.values(query.filters ?? {}).some((value) => value !== null && value !== '');
  // Only an unrestricted list may skip its count: within a company the common term may match few rows.
  return { where: and(...parts.filter((p) => p !== undefined)), capped: common && !filtered && resource.scope === 'global' };
}

export function listOrder(
  resource: ServerResource,
  actor: Actor,
  sort: string | undefined,
  dir: 'asc' | 'desc' | undefined,
  filters: ListFilter['filters'] = {},
): SQL[] {
  const { def } = resource;
  const field = sort ?? def.defaultSort.field;
  const sortable = field === def.defaultSort.field || field === 'id' || def.columns.some((c) => c.field === field && c.sortable);
  const column = field === 'id' ? resource.table.id : (resource.sortBy?.[field] ?? columnFor(resource, field, computedValues(resource, actor)));
  if (!sortable || !column) throw validationError({ sort: ['This column cannot be sorted.'] });
  const direction = dir ?? (sort ? 'asc' : def.defaultSort.dir);
  const by = direction === 'asc' ? asc : desc;
  const own = resource.orderFor?.[field]?.(direction, filters);
  if (own) return own;
  // The id breaks ties so pages never overlap or skip rows.
  if (column === resource.table.id) return [by(column)];
  // SQLite sorts NULL below every value, so a descending order already puts empty cells last (and an index serves it).
  const emptyLast = direction === 'asc' && def.columns.some((c) => c.field === field && c.nullsLast) ? [sql`${column} IS NULL`] : [];
  return [...emptyLast, by(column), by(resource.table.id)];
}

/** What the list shows per row: its columns, plus per language whether its texts are filled (translation status). */
function selection(resource: ServerResource, actor: Actor): Record<string, SQLiteColumn | SQL> {
  const columns = columnsOf(resource.table);
  const computed = computedValues(resource, actor);
  const picked: Record<string, SQLiteColumn | SQL> = { id: resource.table.id };
  for (const column of resource.def.columns) {
    const key = column.kind === 'localized' ? `${column.field}_EN` : column.field;
    // A column may show further keys of the row: a line under its value, a badge, the id its link leads to.
    for (const shown of [key, column.secondary, column.badge?.field, column.href?.key, ...(column.reads ?? [])]) {
      if (shown === undefined) continue;
      const value = columns[shown] ?? computed?.[shown];
      if (value) picked[shown] = value;
    }
  }
  for (const base of localizedBases(resource.def)) {
    for (const code of LOCALE_CODES) {
      const column = columns[`${base}_${code}`];
      if (column) picked[`__filled_${base}_${code}`] = sql<number>`(${column} <> '')`;
    }
  }
  return picked;
}

/**
 * Per language: 'complete' when every per-language text that has an English version is translated, 'missing' when
 * none is, 'partial' between. English itself is 'complete' when all its texts are there.
 */
function translationStatus(resource: ServerResource, row: Record<string, unknown>) {
  const bases = localizedBases(resource.def);
  if (bases.length === 0) return undefined;
  const withEnglish = bases.filter((base) => Number(row[`__filled_${base}_EN`]) === 1);
  const status: Record<string, 'complete' | 'partial' | 'missing'> = {};
  for (const code of LOCALE_CODES) {
    const expected = code === 'EN' ? bases : withEnglish;
    const filled = expected.filter((base) => Number(row[`__filled_${base}_${code}`]) === 1).length;
    status[code] = filled === expected.length ? 'complete' : filled === 0 ? 'missing' : 'partial';
  }
  return status;
}

export async function listResource(
  ctx: Ctx<'deps' | 'actor' | 'locale'>,
  resource: ServerResource,
  query: ResourceListQuery,
): Promise<OffsetPage<ResourceRow<ResourceId>>> {
  const { deps, actor, locale } = ctx;
  const { where, capped } = await whereOf(deps, resource, actor, query, { joined: true });
  const order = listOrder(resource, actor, query.sort, query.dir, query.filters);
  // A common search term alone is known to match more than the cap: no need to count.
  const whole = !query.q?.trim() && !Object.values(query.filters ?? {}).some((value) => value !== null && value !== '');
  const matching =
    (whole && resource.countAll?.(deps, actor)) ||
    fromListRows(deps.db.select({ one: sql`1` }).from(resource.table).$dynamic(), resource, actor, query.filters).where(where);
  const count = capped ? exactCount(LIST_COUNT_CAP + 1) : countMatches(deps, matching);
  const page = await offsetPage(query, count, (limit, offset) => pageRows(deps, resource, actor, query.filters, where, order, limit, offset));
  const labels = await relationLabels(deps, resource, actor, page.rows, locale);
  const rows = page.rows.map((row) => toListRow(resource, row, labels));
  return { ...page, rows: resource.present ? await resource.present({ deps, actor, locale }, rows) : rows };
}

/**
 * One page of rows. With computed values (correlated subqueries), the page's ids are found first and only those rows
 * are computed: SQLite evaluates every selected value before a sort that no index serves, so selecting them with the
 * order would compute them for every matching row (100,000 at scale) rather than for the 25 shown.
 */
function pageRows(
  deps: AppDeps,
  resource: ServerResource,
  actor: Actor,
  filters: ListFilter['filters'],
  where: SQL | undefined,
  order: SQL[],
  limit: number,
  offset: number,
) {
  const { table } = resource;
  const shown = selection(resource, actor);
  const rows = () => fromListRows(deps.db.select(shown).from(table).$dynamic(), resource, actor, filters);
  if (!resource.computed) return rows().where(where).orderBy(...order).limit(limit).offset(offset);
  const pageIds = fromListRows(deps.db.select({ id: table.id }).from(table).$dynamic(), resource, actor, filters)
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
  return rows().where(inArray(table.id, pageIds)).orderBy(...order);
}

type Labels = Map<string, Map<number, string>>;

/** Relation columns show the related record's name: one IN query per relation column per page. */
async function relationLabels(deps: AppDeps, resource: ServerResource, actor: Actor, rows: Record<string, unknown>[], locale: Locale): Promise<Labels> {
  const labels: Labels = new Map();
  for (const column of resource.def.columns.filter((c) => c.kind === 'relation')) {
    const source = resource.relations?.[column.field];
    const ids = [...new Set(rows.map((row) => row[column.field]).filter((v): v is number => typeof v === 'number'))];
    if (source && ids.length > 0) labels.set(column.field, await lookupLabels(deps, source, ids, locale, actor));
  }
  return labels;
}

export function toListRow(resource: ServerResource, row: Record<string, unknown>, labels: Labels): ResourceRow<ResourceId> {
  const out: ResourceRow<ResourceId> = { id: idValue(resource, row.id) };
  for (const [key, value] of Object.entries(row)) {
    if (key.startsWith('__filled_') || key === 'id') continue;
    out[key] = cellValue(value);
  }
  for (const [field, names] of labels) {
    const id = row[field];
    if (typeof id === 'number') out[`${field}__label`] = names.get(id) ?? `#${id}`;
  }
  const status = translationStatus(resource, row);
  if (status) out.__translations = status;
  return out;
}

/** Every row the filter matches (up to a cap), in list order: the CSV export and "delete all matching". */
export async function matchingRows(
  ctx: Ctx<'deps' | 'actor' | 'locale'>,
  resource: ServerResource,
  query: ListFilter & { sort?: string; dir?: 'asc' | 'desc' },
  cap: number,
): Promise<ResourceRow<ResourceId>[]> {
  const { deps, actor, locale } = ctx;
  const { where } = await whereOf(deps, resource, actor, query, { joined: true });
  const rows = await fromListRows(deps.db.select(selection(resource, actor)).from(resource.table).$dynamic(), resource, actor, query.filters)
    .where(where)
    .orderBy(...listOrder(resource, actor, query.sort, query.dir, query.filters))
    .limit(cap);
  const labels = await relationLabels(deps, resource, actor, rows, locale);
  return rows.map((row) => toListRow(resource, row, labels));
}
