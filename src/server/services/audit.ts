import { and, count, desc, eq, like, or, sql, type SQL } from 'drizzle-orm';
import type { AuditAction, AuditChanges, AuditRow } from '../../shared/audit/audit.schema';
import type { KeysetPage } from '../../shared/list/page';
import type { Actor } from '../auth/actor';
import type { AppDeps } from '../deps';
import { auditLog } from '../db/schema';
import { continueSearch, cursorPosition, keysetPage, keysetReadLimit, likePrefix, notOlderThan, olderThan, searchWindowEnd } from '../list';

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

function parseChanges(text: string): AuditChanges {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as AuditChanges) : {};
  } catch {
    return {};
  }
}

export interface AuditListOptions {
  section?: string | undefined;
  /** An opaque cursor from the previous page (shared/list/query.ts); absent for the newest page. */
  cursor?: string | undefined;
  /** The start of the actor's e-mail address, or an exact record id. */
  q?: string | undefined;
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
export async function listAudit(deps: AppDeps, options: AuditListOptions): Promise<KeysetPage<AuditRow>> {
  const { section, perPage } = options;
  const search = options.q?.trim() || undefined;
  const cursor = cursorPosition(options.cursor);
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
    .limit(keysetReadLimit(perPage));
  let total: number | null = null;
  if (!search) {
    const [counted] = await deps.db.select({ total: count() }).from(auditLog).where(section ? eq(auditLog.section, section) : undefined);
    total = counted?.total ?? 0;
  }
  const page = keysetPage(rows, perPage, total, (row) => row.createdAt.getTime(), (row) => ({
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

/**
 * An audit entry written only when the statement just before it in the same batch changed a row (SQLite's changes()
 * is the row count of the last completed statement). A conditional write and its entry commit together, and a write
 * that changed nothing (already accepted, already published) leaves no entry.
 */
export function auditIfChanged(deps: AppDeps, actor: AuditActor, entry: Omit<AuditEntry, 'changes'> & { changes: object }) {
  const recordId = typeof entry.recordId === 'string' ? sql`${entry.recordId}` : sql`CAST(${entry.recordId} AS TEXT)`;
  return deps.db.run(sql`
    INSERT INTO audit_log (actor_id, actor_email, section, record_id, action, changes, created_at)
    SELECT ${actor.id}, ${actor.email}, ${entry.section}, ${recordId}, ${entry.action}, ${JSON.stringify(entry.changes)}, ${Date.now()}
    WHERE changes() = 1`);
}
