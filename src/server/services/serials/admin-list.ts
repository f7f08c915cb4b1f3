import type { z } from 'zod';
import { and, asc, eq, gt, gte, inArray, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import { addDays, todayIso } from '../../../shared/certificates/states';
import { localizedField } from '../../../shared/locales';
import { AdminSerialListSchema, type AdminSerialPage, type AdminSerialRow } from '../../../shared/serials/admin.schema';
import type { ListCursor } from '../../../shared/list/query';
import { cursorPosition, keysetPage, keysetReadLimit, matchAll } from '../../list';
import { DUE_SOON_DAYS } from '../../../shared/serials/enums';
import { serialKey } from '../../../shared/serials/serial-number';
import type { AppDeps } from '../../deps';
import { companies, productOptions, products, serials, users } from '../../db/schema';
import { productSummary } from './product-columns';
import type { Locale } from '../../../shared/locales';

const rowColumns = {
  id: serials.id,
  number: serials.number,
  numberKey: serials.numberKey,
  status: serials.status,
  buildDate: serials.buildDate,
  nextDueOn: serials.nextDueOn,
  product: productSummary,
  optionCode: productOptions.modelCode,
  company: companies.name,
  owner: users.email,
};

type FoundRow = Awaited<ReturnType<typeof selectRows>>[number];

/**
 * The joined read both screens use; each adds its own condition, order and limit. The page's ids are found from the
 * serials alone first: joined, SQLite may start from the few products and sort every matching serial (a prefix
 * matching a million took 1.8 s), where the serials' own index gives the page in order.
 */
function selectRows(deps: AppDeps, where: SQL | undefined, limit: number, byDue = false) {
  const order = byDue ? [asc(serials.nextDueOn), asc(serials.id)] : [asc(serials.numberKey), asc(serials.id)];
  const page = deps.db.select({ id: serials.id }).from(serials).where(where).orderBy(...order).limit(limit);
  return deps.db
    .select(rowColumns)
    .from(serials)
    .innerJoin(products, eq(products.id, serials.productId))
    .leftJoin(productOptions, eq(productOptions.id, serials.optionId))
    .leftJoin(companies, eq(companies.id, serials.companyId))
    .leftJoin(users, eq(users.id, serials.ownerId))
    .where(inArray(serials.id, page))
    .orderBy(...order);
}

function toAdminRow(row: FoundRow, locale: Locale): AdminSerialRow {
  return {
    id: row.id,
    number: row.number,
    product: localizedField(row.product, 'name', locale),
    modelCode: row.optionCode || row.product.modelCode,
    status: row.status,
    buildDate: row.buildDate,
    company: row.company ?? '',
    owner: row.owner ?? '',
    nextDueOn: row.nextDueOn,
  };
}

const DAY_MS = 86_400_000;

/**
 * Keyset paging (page 40,000 costs what page 1 does) with the one cursor format of every list (shared/list/query.ts).
 * These lists are ordered by something other than time: in due-date order (the due filters, most pressing first) the
 * cursor's `at` is the last row's due date in days since 1970; in number order the key is text, so `at` is 0 and the
 * position is the number key of the cursor's row, read by its id (a primary-key lookup), rather than a second format.
 */
const atOf = (row: { nextDueOn: string | null }, byDue: boolean) => (byDue && row.nextDueOn ? Date.parse(`${row.nextDueOn}T00:00:00Z`) / DAY_MS : 0);

function afterCursor(cursor: ListCursor | null, byDue: boolean): SQL | undefined {
  if (!cursor) return undefined;
  if (byDue) {
    const dueOn = new Date(cursor.at * DAY_MS).toISOString().slice(0, 10);
    return or(gt(serials.nextDueOn, dueOn), and(eq(serials.nextDueOn, dueOn), gt(serials.id, cursor.id)));
  }
  const key = sql`(select ${serials.numberKey} from ${serials} where ${serials.id} = ${cursor.id})`;
  return or(gt(serials.numberKey, key), and(eq(serials.numberKey, key), gt(serials.id, cursor.id)));
}

/** Keys are letters and digits only, so every key starting with `prefix` sorts below `prefix~`: a range the index serves. */
const prefixRange = (prefix: string) => and(gte(serials.numberKey, prefix), lt(serials.numberKey, `${prefix}~`));

/**
 * /admin/serials: serials in number order (by due date with a due filter), from a typed prefix in any spelling ("vh15 2403" finds VH15-2403…), with
 * filters. Reads one page more than it shows to know whether there is a next.
 */
export async function listSerialsForAdmin(deps: AppDeps, data: z.output<typeof AdminSerialListSchema>, locale: Locale): Promise<AdminSerialPage> {
  const key = data.q ? serialKey(data.q) : null;
  const cursor = cursorPosition(data.cursor);
  if (data.q && !key) return { paging: 'keyset', rows: [], total: null, nextCursor: null, perPage: data.perPage };
  const today = todayIso();
  const byDue = data.due !== undefined;
  const conditions: Array<SQL | undefined> = [
    key ? prefixRange(key) : undefined,
    matchAll([
      [serials.status, data.status],
      [serials.productId, data.productId],
      [serials.companyId, data.companyId],
    ]),
    data.due === 'overdue' ? lt(serials.nextDueOn, today) : undefined,
    data.due === 'due' ? and(gte(serials.nextDueOn, today), lte(serials.nextDueOn, addDays(today, DUE_SOON_DAYS))) : undefined,
    afterCursor(cursor, byDue),
  ];
  const found = await selectRows(deps, and(...conditions), keysetReadLimit(data.perPage), byDue);
  return keysetPage(found, data.perPage, null, (row) => atOf(row, byDue), (row) => toAdminRow(row, locale));
}

/** /admin/serials/search: the instruments with exactly this number (the same number may exist on two product lines). */
export async function lookupSerial(deps: AppDeps, raw: string, locale: Locale): Promise<AdminSerialRow[]> {
  const key = serialKey(raw.slice(0, 200));
  if (!key) return [];
  const found = await selectRows(deps, eq(serials.numberKey, key), 20);
  return found.map((row) => toAdminRow(row, locale));
}
