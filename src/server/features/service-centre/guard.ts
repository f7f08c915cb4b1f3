import { sql, type SQL } from 'drizzle-orm';
import { databaseErrorMatches } from '../users/rules';

/**
 * A batch that must stop when its claiming update (the first statement: "set completed where still in progress")
 * matched no row. SQLite has no "abort unless", so the statement right after the claim writes this value into a
 * NOT NULL column: NULL when `changes()` (the rows the claim changed) is not 1. The constraint then fails, the whole
 * batch rolls back (it is one transaction), and `isGuardFailure` tells the caller it lost the race.
 */
export function guarded(value: string | number): SQL {
  return sql`CASE WHEN changes() = 1 THEN ${value} ELSE NULL END`;
}

/** The failure `guarded` causes: a NOT NULL constraint, wherever the driver wraps it (drizzle puts it in `cause`). */
export const isGuardFailure = (error: unknown): boolean => databaseErrorMatches(error, /NOT NULL constraint failed/i);
