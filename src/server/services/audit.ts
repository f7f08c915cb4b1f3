import { desc, eq, sql, type SQL } from 'drizzle-orm';
import type { AuditAction, AuditChanges } from '../../shared/audit/audit.schema';
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

/**
 * Newest first, optionally one section. Offset pages over the (section, created_at) / (created_at) indexes; the count
 * is a covering index scan. TODO(issue 4, scale): keyset pages and an estimated count once the log grows large.
 */
export async function listAudit(
  deps: AppDeps,
  { section, page, perPage }: { section?: string; page: number; perPage: number },
): Promise<{ rows: AuditRow[]; total: number }> {
  const where = section ? eq(auditLog.section, section) : undefined;
  const [count] = await deps.db.select({ total: sql<number>`count(*)` }).from(auditLog).where(where);
  const rows = await deps.db
    .select()
    .from(auditLog)
    .where(where)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(perPage)
    .offset((Math.max(page, 1) - 1) * perPage);
  return {
    total: Number(count?.total ?? 0),
    rows: rows.map((row) => ({
      id: row.id,
      actorId: row.actorId,
      actorEmail: row.actorEmail,
      section: row.section,
      recordId: row.recordId,
      action: row.action,
      changes: parseChanges(row.changes),
      createdAt: row.createdAt.toISOString(),
    })),
  };
}
