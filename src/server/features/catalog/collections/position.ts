import { eq, getTableName, sql, type SQL } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { IdTable, ServerResource } from '../../../collections/types';

// drizzle types an update's values per table; every table here has a `sort` property.
type LooseSet = Record<string, never>;

/**
 * A writeExtra putting a record created without a position last among its siblings (the same parent), so a new
 * product appears at the end of its category rather than before the ones already ordered. Updates are left alone:
 * the form never sends the position, the category page sets it.
 */
export function lastInList(table: IdTable & { sort: SQLiteColumn }, parent: SQLiteColumn): NonNullable<ServerResource['writeExtra']> {
  const name = sql.identifier(getTableName(table));
  const column = (c: SQLiteColumn) => sql.identifier(c.name);
  return (ctx, id: number | SQL, data) => {
    if (typeof id === 'number' || typeof data.sort === 'number') return [];
    const next = sql`(select coalesce(max(s.${column(table.sort)}), -1) + 1 from ${name} s
      where s.${column(parent)} is ${name}.${column(parent)} and s.${column(table.id)} <> ${name}.${column(table.id)})`;
    return [
      ctx.deps.db
        .update(table)
        .set({ sort: next } as unknown as LooseSet)
        .where(eq(table.id, id)),
    ];
  };
}
