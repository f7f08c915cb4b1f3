import { eq } from 'drizzle-orm';
import type { ResultSet } from '@libsql/client';
import type { SelectedFields, SQLiteSelectBase } from 'drizzle-orm/sqlite-core';
import type { AppDeps } from '../../deps';
import { companies, productOptions, products, serials, users } from '../../db/schema';

/** A dynamic select from `serials` with `Joins` joined (table name: whether its columns may be null). */
type SerialsSelect<Columns extends SelectedFields, Joins extends Record<string, 'not-null' | 'nullable'>> = SQLiteSelectBase<'serials', 'async', ResultSet, Columns, 'partial', Joins, true>;

type InstrumentJoins = { serials: 'not-null'; products: 'not-null'; product_options: 'nullable' };
type SoldInstrumentJoins = InstrumentJoins & { companies: 'nullable'; users: 'nullable' };

/*
 * Why the casts: drizzle cannot chain a join on a select whose columns are a type parameter (the join's result type
 * stays unresolved and loses its methods), so the query is built on the widened selection and given back its type
 * here, the joins spelt out above as drizzle would infer them for a concrete selection.
 */

/**
 * Serials with what names the instrument: its product (always there) and the option it was built as (when it was).
 * `columns` may read `serials`, `products` and `productOptions`; the caller adds its own joins, where and order.
 */
export function selectInstruments<Columns extends SelectedFields>(deps: Pick<AppDeps, 'db'>, columns: Columns): SerialsSelect<Columns, InstrumentJoins> {
  const query = deps.db
    .select(columns as SelectedFields)
    .from(serials)
    .$dynamic()
    .innerJoin(products, eq(products.id, serials.productId))
    .leftJoin(productOptions, eq(productOptions.id, serials.optionId));
  return query as unknown as SerialsSelect<Columns, InstrumentJoins>;
}

/** selectInstruments with the company that sold the instrument (`companies`) and its registered owner (`users`). */
export function selectSoldInstruments<Columns extends SelectedFields>(deps: Pick<AppDeps, 'db'>, columns: Columns): SerialsSelect<Columns, SoldInstrumentJoins> {
  const query = selectInstruments(deps, columns as SelectedFields)
    .leftJoin(companies, eq(companies.id, serials.companyId))
    .leftJoin(users, eq(users.id, serials.ownerId));
  return query as unknown as SerialsSelect<Columns, SoldInstrumentJoins>;
}
