import { or, sql, type SQL } from 'drizzle-orm';
import { LIST_COUNT_CAP } from '../../../shared/list/query';
import { companies, returnLines, returns, users } from '../../db/schema';
import { planSearch } from '../../db/search-index';
import type { AppDeps } from '../../deps';
import { containsAny } from '../../list';
import { USERS_SEARCH } from '../users/search';
import { RETURN_LINES_SEARCH, RETURNS_SEARCH } from './search';

/**
 * What the returns lists (the account's, the portal's and the back office's collections) show besides the row's own
 * columns, computed in SQL so a page stays one query: each a correlated subquery or an expression of the row.
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
const contactField = (name: 'companyName' | 'firstName' | 'lastName' | 'email') =>
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

/** The return's own columns, named with their table for the subqueries below (see outerReturnId). */
const outerColumn = (name: string) => sql`${returns}.${sql.identifier(name)}`;

/**
 * Who booked the return, as the back office reaches them: the booking account's e-mail address, or the contact's as
 * typed in the form once that account is gone (its user id is then null).
 */
export const returnBookerColumn = sql<string>`coalesce((select ${users.email} from ${users} where ${users.id} = ${outerColumn('user_id')}), nullif(${contactField('email')}, ''))`;

/** The partner company that booked the return for an end customer; null for a customer's own booking. */
export const returnPartnerColumn = sql<string | null>`(select ${companies.name} from ${companies} where ${companies.id} = ${outerColumn('company_id')})`;

/**
 * The back office's search box, over every return rather than one company's or person's: what the lists' own search
 * finds (RMA number, item, serial number), and the tracking number and the booking account's e-mail address (or name).
 * Each through its trigram index (search.ts, features/users/search.ts) for a rare term, by LIKE for a common one
 * (planSearch): the lists' per-return line probe would read all 100,000 returns for a term that matches none.
 */
export async function returnBackOfficeSearchCondition(term: string, deps: AppDeps): Promise<SQL> {
  const [own, lines, accounts] = await Promise.all(
    [RETURNS_SEARCH, RETURN_LINES_SEARCH, USERS_SEARCH].map((source) => planSearch(deps.db, source, term, LIST_COUNT_CAP)),
  );
  return or(
    own!.condition,
    sql`${outerReturnId} in (select ${returnLines.returnId} from ${returnLines} where ${lines!.condition})`,
    sql`${outerColumn('user_id')} in (select ${users.id} from ${users} where ${accounts!.condition})`,
  )!;
}
