import { or, sql, type SQL } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';

type Searchable = SQLiteColumn | SQL;

/** `value` for LIKE with its wildcards (% and _) and the escape character itself taken literally (ESCAPE '\'). */
export const escapeLike = (value: string): string => value.replace(/[\\%_]/g, (char) => `\\${char}`);

/** `value%` for LIKE, wildcards inside `value` taken literally. */
export const likePrefix = (value: string): string => `${escapeLike(value)}%`;

/** `%term%` for `lower(column) LIKE`, the typed wildcards taken literally (ESCAPE '\'). */
export const likeContaining = (term: string): string => `%${escapeLike(term.toLowerCase())}%`;

/**
 * Rows where any of `columns` contains `term`, case-insensitively (SQLite's LIKE folds ASCII; lower() on both sides
 * folds the rest the same way the lists always did). An empty term matches everything (undefined).
 */
export function containsAny(columns: readonly Searchable[], term: string): SQL | undefined {
  const text = term.trim();
  if (!text || columns.length === 0) return undefined;
  const pattern = likeContaining(text);
  return or(...columns.map((column) => sql`lower(${column}) like ${pattern} escape '\\'`));
}

/**
 * Rows where `column` starts with `prefix`, as a range of its index (`column >= p AND column < p || U+FFFF`; U+FFFF
 * sorts after every character an address holds under the BINARY collation): `%` and `_` are plain characters, and
 * SQLite seeks the index where LIKE (ASCII case folded) could not use it. Case-sensitive, as the column is stored.
 */
export function startsWithRange(column: SQLiteColumn, prefix: string): SQL {
  return sql`(${column} >= ${prefix} and ${column} < ${`${prefix}\uffff`})`;
}
