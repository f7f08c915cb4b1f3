import { and, count, desc, eq, like, or, sql, type SQL } from 'drizzle-orm';
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { AuditAction, AuditChanges } from '../../shared/audit/audit.schema';
import { decodeCursor, encodeCursor, type LogCursor, type LogPage } from '../../shared/logs/paging';
import type { Actor } from '../auth/actor';
import type { AppDeps } from '../deps';
import { auditLog } from '../db/schema';

/** Who made the change; the e-mail is kept on the entry so it survives the user's deletion. */
export type AuditActor = Pick<Actor, 'id' | 'email'>;

export interface AuditEntry {
  section: string;
  /** A string, or SQL (e.g. last_insert_rowid() when the entry goes into the same batch as the insert). */
  recordId: string | SQL;
  action: AuditAction;
  /** An object (stored as JSON), or SQL producing the JSON text. */
  changes: object | SQL;
}

type Row = Record<string, unknown>;

const same = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);

/** The fields whose values differ, as {field: [before, after]} (a missing field counts as null). Pure. */
export function diffRecords(beforeRecord: object, afterRecord: object): Record<string, [unknown, unknown]> {
  const before = beforeRecord as Row;
  const after = afterRecord as Row;
  const changes: Record<string, [unknown, unknown]> = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const from = before[key] ?? null;
    const to = after[key] ?? null;
    if (!same(from, to)) changes[key] = [from, to];
  }
  return changes;
}

/**
 * The insert of one entry, not yet run: services put it in one `db.batch` with the write it describes, so the write
 * and its entry commit together (a failed write leaves no entry, and no write goes unrecorded). A batch keeps one
 * connection; `db.transaction` would hand the connection over and lose its PRAGMAs (foreign keys) afterwards.
 */
export function auditInsert(deps: AppDeps, actor: AuditActor, entry: AuditEntry) {
  const changes = isSql(entry.changes) ? entry.changes : JSON.stringify(entry.changes);
  return deps.db.insert(auditLog).values({
    actorId: actor.id,
    actorEmail: actor.email,
    section: entry.section,
    recordId: entry.recordId,
    action: entry.action,
    changes,
    createdAt: new Date(),
  });
}

export async function recordAudit(deps: AppDeps, actor: AuditActor, entry: AuditEntry): Promise<void> {
  await auditInsert(deps, actor, entry);
}

function isSql(value: unknown): value is SQL {
  return typeof value === 'object' && value !== null && 'queryChunks' in value;
}

export interface AuditRow {
  id: number;
  actorId: string | null;
  actorEmail: string;
  section: string;
  recordId: string;
  action: AuditAction;
  changes: AuditChanges;
  createdAt: string;
}

function parseChanges(text: string): AuditChanges {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as AuditChanges) : {};
  } catch {
    return {};
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Keyset paging, shared by the log lists (audit, website log, outbox, GDPR log).

/**
 * Rows after `cursor` in (created_at DESC, id DESC) order. Written as `created_at <= t AND (created_at < t OR id < i)`
 * so SQLite seeks the created_at index to t (a secondary index also holds the rowid, i.e. the id) and reads on from
 * there: a page deep in the table costs what the first page costs.
 */
export function olderThan(createdAt: SQLiteColumn | SQL, id: SQLiteColumn, cursor: LogCursor): SQL {
  return sql`(${createdAt} <= ${cursor.at} and (${createdAt} < ${cursor.at} or ${id} < ${cursor.id}))`;
}

/** The complement of olderThan: rows at or before `cursor` in newest-first order (the window's own end included). */
export function notOlderThan(createdAt: SQLiteColumn, id: SQLiteColumn, cursor: LogCursor): SQL {
  return sql`(${createdAt} >= ${cursor.at} and (${createdAt} > ${cursor.at} or ${id} >= ${cursor.id}))`;
}

/**
 * How many entries one search request looks through. A search matches text no index covers, so each request reads a
 * bounded stretch of the log (newest first from the cursor) instead of the whole table: its cost stays the same at
 * 100,000 rows or ten million. A page may then hold fewer matches than fit, with "Older" going on further back.
 */
export const SEARCH_WINDOW = 5000;

/**
 * The last entry of the stretch a search reads: the SEARCH_WINDOW-th row from the cursor under the indexed filter,
 * read from the index alone (created_at plus the rowid), or null when fewer rows remain (the search reaches the end).
 */
export async function searchWindowEnd(
  deps: AppDeps,
  table: SQLiteTable,
  createdAt: SQLiteColumn,
  id: SQLiteColumn,
  where: SQL | undefined,
): Promise<LogCursor | null> {
  const [row] = await deps.db
    .select({ at: createdAt, id })
    .from(table)
    .where(where)
    .orderBy(desc(createdAt), desc(id))
    .limit(1)
    .offset(SEARCH_WINDOW - 1);
  if (!row) return null;
  const at: unknown = row.at;
  return { at: at instanceof Date ? at.getTime() : Number(at), id: Number(row.id) };
}

/** A search page that found fewer than a page of matches in a full window goes on after the window. */
export function continueSearch<Out>(page: LogPage<Out>, windowEnd: LogCursor | null): LogPage<Out> {
  return page.nextCursor === null && windowEnd ? { ...page, nextCursor: encodeCursor(windowEnd) } : page;
}

/** `value%` for LIKE, with the wildcards inside `value` taken literally (used with a backslash as the ESCAPE character). */
export function likePrefix(value: string): string {
  return `${value.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** Cuts the page that was read one row long: the extra row only tells that a next page exists. */
export function toPage<Row extends { id: number }, Out>(
  rows: Row[],
  perPage: number,
  total: number | null,
  at: (row: Row) => number,
  map: (row: Row) => Out,
): LogPage<Out> {
  const page = rows.slice(0, perPage);
  const last = page[page.length - 1];
  return {
    rows: page.map(map),
    total,
    nextCursor: rows.length > perPage && last ? encodeCursor({ at: at(last), id: last.id }) : null,
    perPage,
  };
}

export interface AuditListOptions {
  section?: string | undefined;
  /** An opaque cursor from the previous page (shared/logs/paging.ts); absent for the newest page. */
  cursor?: string | undefined;
  /** The start of the actor's e-mail address, or an exact record id. */
  search?: string | undefined;
  perPage: number;
  /** Only the first page can be asked for by number (the dashboard's latest entries); others by cursor. */
  page?: 1;
}

function auditSearch(term: string): SQL {
  return or(sql`${like(auditLog.actorEmail, likePrefix(term.toLowerCase()))} escape '\\'`, eq(auditLog.recordId, term))!;
}

/**
 * Newest first by (created_at, id), one page after the cursor, optionally one section and a search. Pages and the
 * count use the (created_at) and (section, created_at) indexes; the count is a covering-index scan (well under a
 * millisecond at 100,000 rows, scripts/admin-perf.mjs). A search looks through SEARCH_WINDOW entries per request and
 * is not counted.
 */
export async function listAudit(deps: AppDeps, options: AuditListOptions): Promise<LogPage<AuditRow>> {
  const { section, perPage } = options;
  const search = options.search?.trim() || undefined;
  const cursor = options.cursor ? decodeCursor(options.cursor) : null;
  const indexed = and(section ? eq(auditLog.section, section) : undefined, cursor ? olderThan(auditLog.createdAt, auditLog.id, cursor) : undefined);
  const windowEnd = search ? await searchWindowEnd(deps, auditLog, auditLog.createdAt, auditLog.id, indexed) : null;
  const rows = await deps.db
    .select()
    .from(auditLog)
    .where(
      and(
        indexed,
        search ? auditSearch(search) : undefined,
        windowEnd ? notOlderThan(auditLog.createdAt, auditLog.id, windowEnd) : undefined,
      ),
    )
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(perPage + 1);
  let total: number | null = null;
  if (!search) {
    const [counted] = await deps.db.select({ total: count() }).from(auditLog).where(section ? eq(auditLog.section, section) : undefined);
    total = counted?.total ?? 0;
  }
  const page = toPage(rows, perPage, total, (row) => row.createdAt.getTime(), (row) => ({
    id: row.id,
    actorId: row.actorId,
    actorEmail: row.actorEmail,
    section: row.section,
    recordId: row.recordId,
    action: row.action,
    changes: parseChanges(row.changes),
    createdAt: row.createdAt.toISOString(),
  }));
  return continueSearch(page, windowEnd);
}

/**
 * The sections that occur in the log, sorted: a loose index scan (one index seek per distinct section) over
 * (section, created_at), so the cost grows with the number of sections, not of entries.
 */
export async function listAuditSections(deps: AppDeps): Promise<string[]> {
  const rows = await deps.db.all<{ section: string | null }>(sql`
    with recursive found(section) as (
      select min(section) from audit_log
      union all
      select (select min(section) from audit_log where section > found.section) from found where found.section is not null
    )
    select section from found where section is not null`);
  return rows.map((row) => row.section).filter((section): section is string => typeof section === 'string');
}
