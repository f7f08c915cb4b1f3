import { sql, type SQL, type Subquery } from 'drizzle-orm';
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { Locale } from '../../shared/locales';
import type { AppDeps } from '../deps';
import { counted, type CountedText, type ServerTexts } from '../texts';

/** The records of another table that still point at a record; its delete is refused while there are any. */
export interface UsageCheck<What extends string = keyof ServerTexts['collections']['usedBy']> {
  /** A subquery stands in for a table where the using rows are not one table's (a gallery's widgets, the site's languages). */
  table: SQLiteTable | Subquery;
  column: SQLiteColumn | SQL.Aliased;
  /** "3 products use it": its forms in each language, under this key of locales/<lang>/server (collections.usedBy). */
  what: What;
}

/** What still uses a record, as phrases ("3 products use it"), one per check that finds rows; empty when it may go. */
export async function usagePhrases<What extends string>(
  deps: Pick<AppDeps, 'db'>,
  locale: Locale,
  id: number,
  checks: readonly UsageCheck<What>[],
  phrases: Readonly<Record<What, CountedText>>,
): Promise<string[]> {
  const found: string[] = [];
  for (const check of checks) {
    const [row] = await deps.db.select({ n: sql<number>`count(*)` }).from(check.table).where(sql`${check.column} = ${id}`);
    const n = Number(row?.n ?? 0);
    if (n > 0) found.push(counted(locale, phrases[check.what], n));
  }
  return found;
}
