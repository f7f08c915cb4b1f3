import { getTableName, sql, type SQL } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';

/**
 * A column with its table's name, for computed values that read other tables (a correlated subquery). Drizzle writes
 * the columns of a one-table select without their table, so a bare "id" inside such a subquery would be the inner
 * table's, or ambiguous: naming the table keeps the outer row's column the outer row's.
 */
export const qualified = (column: SQLiteColumn): SQL => sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
