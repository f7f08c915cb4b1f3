import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';

type FilterValue = string | number | boolean;

/**
 * The equality filters of a list: each column with a value (or any of several) must match it; an absent, empty or
 * null value is no filter. The columns are the list's own, so nothing a client sends names a column.
 */
export function matchAll(filters: ReadonlyArray<readonly [SQLiteColumn, FilterValue | readonly FilterValue[] | null | undefined]>): SQL | undefined {
  const parts: SQL[] = [];
  for (const [column, value] of filters) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      if (value.length > 0) parts.push(inArray(column, [...value]));
    } else {
      parts.push(eq(column, value as FilterValue));
    }
  }
  return parts.length > 0 ? and(...parts) : undefined;
}
