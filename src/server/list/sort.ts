import { asc, desc, type SQL } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { ListDir } from '../../shared/list/query';

/** A list's sort keys, each mapped to the column (or expression) it orders by. */
export type SortColumns<Key extends string> = Record<Key, SQLiteColumn | SQL | readonly (SQLiteColumn | SQL)[]>;

/**
 * ORDER BY for a list's sort key and direction, with the id last so rows that tie keep one order and pages never
 * overlap or skip a row.
 */
export function orderBy<Key extends string>(columns: SortColumns<Key>, key: Key, dir: ListDir, id: SQLiteColumn): SQL[] {
  const by = dir === 'asc' ? asc : desc;
  const picked = columns[key];
  const list: readonly (SQLiteColumn | SQL)[] = Array.isArray(picked) ? picked : [picked as SQLiteColumn | SQL];
  return [...list.map((column) => by(column)), by(id)];
}
