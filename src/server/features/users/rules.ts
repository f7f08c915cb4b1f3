import { and, count, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { Role } from '../../../shared/auth/roles';
import type { Locale } from '../../../shared/locales';
import type { Actor } from '../../auth/actor';
import type { AppDeps } from '../../deps';
import { users } from '../../db/schema';
import { DomainError } from '../../errors';
import { serverTexts, type ServerTexts } from '../../texts';

/** The audit log section of every write in this feature. */
export const USERS_SECTION = 'users';

/** The 422 refusal of a users section's rule, in the admin's language (and under its field, when it concerns one). */
export function ruleError(key: keyof ServerTexts['users'], locale: Locale, field?: string): DomainError {
  const message = serverTexts(locale).users[key];
  return new DomainError(422, message, field ? { [field]: [message] } : undefined);
}

interface AdminState {
  id: string;
  role: string;
  disabled: boolean;
}

/**
 * The rules that keep the console reachable: an admin cannot disable themselves, cannot take away their own admin
 * role, and nobody can demote or disable the last enabled admin. Checked before the write for a clear message; the
 * last-admin rule is checked again inside the write's batch (guardedRecordId) against concurrent changes.
 */
export async function assertAdminsRemain(
  deps: AppDeps,
  actor: Actor,
  target: AdminState,
  next: { role: Role | string; disabled: boolean },
  locale: Locale,
): Promise<void> {
  if (target.id === actor.id) {
    if (next.disabled && !target.disabled) throw ruleError('disableSelf', locale);
    if (target.role === 'admin' && next.role !== 'admin') throw ruleError('ownRole', locale, 'role');
  }
  const losesAnAdmin = target.role === 'admin' && !target.disabled && (next.role !== 'admin' || next.disabled);
  if (!losesAnAdmin) return;
  const [others] = await deps.db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.disabled, false), ne(users.id, target.id)));
  if ((others?.n ?? 0) === 0) throw ruleError('lastAdmin', locale, next.role !== 'admin' ? 'role' : undefined);
}

/**
 * The audit entry's record id, evaluated inside the batch after the write: NULL when the write left no enabled admin.
 * audit_log.record_id is NOT NULL, so the insert fails and the whole batch (write included) rolls back. This closes
 * the gap between assertAdminsRemain's read and the write when two admins demote each other at the same moment.
 */
export function guardedRecordId(id: string): SQL {
  return sql`(select case when count(*) > 0 then ${id} end from ${users} where ${users.role} = 'admin' and ${users.disabled} = 0)`;
}

/** Whether the database error (drizzle wraps libSQL's in `cause`) says `pattern`. */
export function databaseErrorMatches(error: unknown, pattern: RegExp): boolean {
  for (let cause: unknown = error, depth = 0; cause instanceof Error && depth < 5; cause = cause.cause, depth++) {
    if (pattern.test(cause.message)) return true;
  }
  return false;
}

/** Runs a guarded batch; the guard's failure becomes the last-admin 422. */
export async function withAdminGuard<T>(locale: Locale, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (databaseErrorMatches(error, /NOT NULL constraint failed: audit_log\.record_id/)) throw ruleError('lastAdmin', locale);
    throw error;
  }
}
