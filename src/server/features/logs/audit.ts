import { and, desc, eq, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import { AUDIT_SECTION_PATTERN, type AuditAction, type AuditChanges, type AuditRow } from '../../../shared/logs/audit.schema';
import type { Actor } from '../../auth/actor';
import type { AppDeps } from '../../deps';
import { auditLog } from '../../db/schema';
import { validationError } from '../../errors';

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

/**
 * The search box of the audit trail: the start of the actor's e-mail address (addresses are stored in lower case, so
 * the term is lowered and read as a range of the (actor_email, created_at) index; no LIKE, so `%` and `_` are plain
 * characters), or a record id exactly (the (record_id) index). SQLite answers the OR from both indexes and sorts the
 * matches: one actor's entries, not the whole log.
 */
export function auditSearchCondition(term: string): SQL {
  const prefix = term.toLowerCase();
  // U+FFFF sorts after every character an e-mail address holds (UTF-8, BINARY collation): the end of the prefix range.
  return or(and(gte(auditLog.actorEmail, prefix), lt(auditLog.actorEmail, `${prefix}\uffff`)), eq(auditLog.recordId, term))!;
}

/** A section filter's condition: any section name as services write them (the filter offers those in the log). */
export function auditSectionCondition(section: string): SQL {
  if (!AUDIT_SECTION_PATTERN.test(section)) throw validationError({ 'filters.section': ['Unknown value.'] });
  return eq(auditLog.section, section);
}

/**
 * An entry as stored, with its changes parsed: what the readable trail (features/logs/collections/audit-entries.ts)
 * starts from.
 */
export function auditRowOf(row: Omit<AuditRow, 'changes' | 'createdAt'> & { changes: string; createdAt: Date | string }): AuditRow {
  return {
    ...row,
    changes: parseChanges(row.changes),
    createdAt: typeof row.createdAt === 'string' ? row.createdAt : row.createdAt.toISOString(),
  };
}

/** The newest entries (the dashboard's recent activity): the first rows of the (created_at) index. */
export async function latestAudit(deps: AppDeps, limit: number): Promise<AuditRow[]> {
  const rows = await deps.db.select().from(auditLog).orderBy(desc(auditLog.createdAt), desc(auditLog.id)).limit(limit);
  return rows.map(auditRowOf);
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
