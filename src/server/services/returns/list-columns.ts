import { or, sql, type SQL } from 'drizzle-orm';
import { returnLines, returns } from '../../db/schema';
import { containsAny } from '../../list';

/**
 * What the returns lists (the account's and the portal's collections) show besides the row's own columns, computed in
 * SQL so a page stays one query: each a correlated subquery or an expression of the row.
 */

/**
 * The return of the row the list reads, named with its table: drizzle writes a column of a one-table query without it,
 * and inside a subquery of return_lines a bare "id" would be the line's.
 */
const outerReturnId = sql`${returns}.${sql.identifier('id')}`;

/** One line per item, in booking order: "VH-15 Portable DC Holiday Detector (VH15-2401)", the serial when entered. */
const itemLabel = sql`case when ${returnLines.serialNumber} <> '' then ${returnLines.itemName} || ' (' || ${returnLines.serialNumber} || ')' else ${returnLines.itemName} end`;
export const returnItemsColumn = sql<string>`(select group_concat(${itemLabel}, char(10) order by ${returnLines.id}) from ${returnLines} where ${returnLines.returnId} = ${outerReturnId})`;

/** A field of the booking form's contact, as stored in returns.details (JSON); '' when absent or the JSON is broken. */
const contactField = (name: 'companyName' | 'firstName' | 'lastName') =>
  sql`(case when json_valid(${returns.details}) then trim(coalesce(json_extract(${returns.details}, ${`$.details.${name}`}), '')) else '' end)`;
const endCompany = contactField('companyName');
const endContact = sql`trim(${contactField('firstName')} || ' ' || ${contactField('lastName')})`;

/** The end customer a partner booked for: the company, and its contact on a second line (either alone when only one). */
export const returnEndCustomerColumn = sql<string>`(case when ${endCompany} <> '' and ${endContact} <> '' then ${endCompany} || char(10) || ${endContact} else ${endCompany} || ${endContact} end)`;

/** The search box of both lists: part of the RMA number, or of an item's name or serial number. */
export function returnSearchCondition(term: string): SQL {
  const onLines = containsAny([returnLines.itemName, returnLines.serialNumber], term) ?? sql`0 = 1`;
  const onALine = sql`exists (select 1 from ${returnLines} where ${returnLines.returnId} = ${outerReturnId} and (${onLines}))`;
  return or(containsAny([returns.rmaNumber], term), onALine)!;
}
