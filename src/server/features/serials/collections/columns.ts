import { and, gte, lt, sql, type SQL } from 'drizzle-orm';
import { DUE_SOON_DAYS } from '../../../../shared/serials/enums';
import { productOptions, products, serials } from '../../../db/schema';
import { qualified } from '../../../collections/qualified';

/**
 * What the serial collections (the portal's and the back office's) compute and filter alike. The subqueries name the
 * outer row's columns with their table (qualified.ts).
 */

/** The option's own model code when it has one (VH-15-1K), else the product's. */
export const serialModelCode = sql<string>`coalesce(nullif((SELECT ${productOptions.modelCode} FROM ${productOptions} WHERE ${productOptions.id} = ${qualified(serials.optionId)}), ''), (SELECT ${products.modelCode} FROM ${products} WHERE ${products.id} = ${qualified(serials.productId)}))`;

const today = sql`date('now')`;
const dueSoonEnd = sql`date('now', ${`+${DUE_SOON_DAYS} days`})`;

/** shared/serials/due.ts in SQL: overdue after the date, due within DUE_SOON_DAYS of it (UTC days, as isoDay). */
export const serialDueState = sql<string>`(CASE WHEN ${serials.nextDueOn} IS NULL THEN 'unknown' WHEN ${serials.nextDueOn} < ${today} THEN 'overdue' WHEN ${serials.nextDueOn} <= ${dueSoonEnd} THEN 'due' ELSE 'ok' END)`;

/** The due filter ('due' or 'overdue') as a range of the next due date, which the due indexes serve. */
export const serialDueCondition = (value: string): SQL =>
  value === 'overdue' ? sql`${serials.nextDueOn} < ${today}` : sql`${serials.nextDueOn} >= ${today} AND ${serials.nextDueOn} <= ${dueSoonEnd}`;

/**
 * The serials whose number starts with `key` (serialKey: letters and digits, upper case): keys are letters and digits
 * only, so every key starting with it sorts below it + "~": a range the number-key indexes serve.
 */
export const serialNumberRange = (key: string): SQL => and(gte(serials.numberKey, key), lt(serials.numberKey, `${key}~`))!;
