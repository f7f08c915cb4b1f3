import type { SQL } from 'drizzle-orm';
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { AppDeps } from '../deps';
import { notFound } from '../errors';

/**
 * The row of `table` that `where` finds (an id, with the reader's scope where there is one), or a 404 naming `what`:
 * a row outside the reader's scope answers exactly as one that does not exist.
 */
export async function rowOr404<T extends SQLiteTable>(deps: Pick<AppDeps, 'db'>, table: T, where: SQL | undefined, what: string): Promise<T['$inferSelect']> {
  // No condition at all (an `and()` of nothing) would read any row: answer as not found, never with someone's row.
  if (!where) throw notFound(what);
  const [row] = await deps.db.select().from(table as SQLiteTable).where(where);
  if (!row) throw notFound(what);
  return row as T['$inferSelect'];
}
