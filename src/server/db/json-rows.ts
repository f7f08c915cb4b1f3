import { sql, type Column, type GetColumnData, type SQL } from 'drizzle-orm';

/**
 * Child rows as one JSON column: `(SELECT json_group_array(json_object(...) ORDER BY ...) FROM ...)`, decoded back
 * into the values drizzle would have returned for the same columns (booleans, dates). A page that needs a row and
 * ten lists of children then costs one statement instead of eleven: the libSQL client prepares every statement anew
 * and reads its column names twice, which made a product's fifteen reads ~7 ms (decision 0022).
 */
export type JsonColumns = Record<string, Column>;
export type JsonRow<Columns extends JsonColumns> = { [Key in keyof Columns]: GetColumnData<Columns[Key]> };

/** What a list needs besides its columns: the FROM (joins included), the WHERE and the order of the rows. */
export interface JsonListSource {
  /** A WITH clause the FROM reads (e.g. a recursive walk up a tree). */
  with?: SQL;
  from: SQL;
  where?: SQL | undefined;
  orderBy: SQL[];
}

/**
 * A scalar subquery whose value is the matching rows as a JSON array (`[]` when none), mapped to typed rows.
 * The aggregate's own ORDER BY (SQLite 3.44+) fixes the order of the array, which a sub-select's ORDER BY does not.
 */
export function jsonList<Columns extends JsonColumns>(columns: Columns, source: JsonListSource): SQL<JsonRow<Columns>[]> {
  const decode = rowDecoder(columns);
  const where = source.where ? sql` WHERE ${source.where}` : sql``;
  const orderBy = sql.join(source.orderBy, sql`, `);
  return sql`(${source.with ?? sql``} SELECT json_group_array(${jsonObject(columns)} ORDER BY ${orderBy}) FROM ${source.from}${where})`.mapWith(
    (text: string) => (JSON.parse(text) as Record<string, unknown>[]).map(decode),
  );
}

/** `json_object('key', column, ...)`: the keys are the property names of `columns`, written as SQL literals. */
function jsonObject(columns: JsonColumns): SQL {
  const pairs = Object.entries(columns).map(([key, column]) => {
    // Keys are this code's own property names; checked so that none can ever end a string literal.
    if (!/^\w+$/.test(key)) throw new Error(`jsonObject: unexpected key ${key}`);
    return sql`${sql.raw(`'${key}'`)}, ${column}`;
  });
  return sql`json_object(${sql.join(pairs, sql`, `)})`;
}

/** Maps each value as drizzle maps a driver value (0/1 to a boolean, milliseconds to a Date); null stays null. */
function rowDecoder<Columns extends JsonColumns>(columns: Columns): (row: Record<string, unknown>) => JsonRow<Columns> {
  const entries = Object.entries(columns);
  return (row) => {
    const decoded: Record<string, unknown> = {};
    for (const [key, column] of entries) {
      const value = row[key];
      decoded[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
    }
    return decoded as JsonRow<Columns>;
  };
}
