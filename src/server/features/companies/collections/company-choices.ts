import { asc, sql } from 'drizzle-orm';
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import { companies } from '../../../db/schema';
import { qualified as q } from '../../../collections/qualified';
import type { FilterOption } from '../../../collections/types';
import type { Ctx } from '../../../service-context';

/**
 * A back-office list's company filter (a relation filter on its company column): every company that has at least
 * one row in `table`, by name, however many companies there are. The lookup source's default (its first 20 names)
 * would leave most partners out, and a company with no rows would only ever find nothing. One probe of the column's
 * index per company: partners are counted in hundreds.
 */
export function companiesWithRows(table: SQLiteTable, companyColumn: SQLiteColumn) {
  return async (ctx: Ctx<'deps' | 'actor' | 'locale'>): Promise<FilterOption[]> =>
    ctx.deps.db
      .select({ id: companies.id, label: companies.name })
      .from(companies)
      .where(sql`exists (select 1 from ${table} where ${q(companyColumn)} = ${q(companies.id)})`)
      .orderBy(sql`${companies.name} collate nocase`, asc(companies.id));
}
