import type { z } from 'zod';
import { and, asc, eq, gt, gte, lt, lte, or, type SQL } from 'drizzle-orm';
import { addDays, todayIso } from '../../../shared/certificates/states';
import { localizedField } from '../../../shared/locales';
import { ADMIN_SERIALS_PER_PAGE, AdminSerialListSchema, type AdminSerialPage, type AdminSerialRow } from '../../../shared/serials/admin.schema';
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

/** The joined read both screens use; each adds its own condition, order and limit. */
function selectRows(deps: AppDeps, where: SQL | undefined, limit: number, byDue = false) {
  return deps.db
    .select(rowColumns)
    .from(serials)
    .innerJoin(products, eq(products.id, serials.productId))
    .leftJoin(productOptions, eq(productOptions.id, serials.optionId))
    .leftJoin(companies, eq(companies.id, serials.companyId))
    .leftJoin(users, eq(users.id, serials.ownerId))
    .where(where)
    .orderBy(...(byDue ? [asc(serials.nextDueOn), asc(serials.id)] : [asc(serials.numberKey), asc(serials.id)]))
    .limit(limit);
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

/**
 * Where the next page starts (keyset paging: page 40,000 costs what page 1 does): "k:KEY|id" in number order, or
 * "d:YYYY-MM-DD|id" in due-date order (the due filters list the most pressing first).
 */
const cursorOf = (row: { numberKey: string; nextDueOn: string | null; id: number }, byDue: boolean) =>
  byDue ? `d:${row.nextDueOn ?? ''}|${row.id}` : `k:${row.numberKey}|${row.id}`;

function afterCursor(cursor: string | undefined, byDue: boolean): SQL | undefined {
  const match = byDue ? cursor?.match(/^d:(\d{4}-\d{2}-\d{2})\|(\d{1,15})$/) : cursor?.match(/^k:([A-Z0-9]{1,40})\|(\d{1,15})$/);
  if (!match) return undefined;
  const [, at, id] = match;
  const column = byDue ? serials.nextDueOn : serials.numberKey;
  return or(gt(column, at!), and(eq(column, at!), gt(serials.id, Number(id))));
}

/** Keys are letters and digits only, so every key starting with `prefix` sorts below `prefix~`: a range the index serves. */
const prefixRange = (prefix: string) => and(gte(serials.numberKey, prefix), lt(serials.numberKey, `${prefix}~`));

/**
 * /admin/serials: serials in number order (by due date with a due filter), from a typed prefix in any spelling ("vh15 2403" finds VH15-2403…), with
 * filters. Reads one page more than it shows to know whether there is a next.
 */
export async function listSerialsForAdmin(deps: AppDeps, data: z.output<typeof AdminSerialListSchema>, locale: Locale): Promise<AdminSerialPage> {
  const key = data.q ? serialKey(data.q) : null;
  if (data.q && !key) return { rows: [], next: null };
  const today = todayIso();
  const byDue = data.due !== undefined;
  const conditions: Array<SQL | undefined> = [
    key ? prefixRange(key) : undefined,
    data.status ? eq(serials.status, data.status) : undefined,
    data.productId ? eq(serials.productId, data.productId) : undefined,
    data.companyId ? eq(serials.companyId, data.companyId) : undefined,
    data.due === 'overdue' ? lt(serials.nextDueOn, today) : undefined,
    data.due === 'due' ? and(gte(serials.nextDueOn, today), lte(serials.nextDueOn, addDays(today, DUE_SOON_DAYS))) : undefined,
    afterCursor(data.after, byDue),
  ];
  const found = await selectRows(deps, and(...conditions), ADMIN_SERIALS_PER_PAGE + 1, byDue);
  const page = found.slice(0, ADMIN_SERIALS_PER_PAGE);
  const rows = page.map((row) => toAdminRow(row, locale));
  return { rows, next: found.length > ADMIN_SERIALS_PER_PAGE ? cursorOf(page.at(-1)!, byDue) : null };
}

/** /admin/serials/search: the instruments with exactly this number (the same number may exist on two product lines). */
export async function lookupSerial(deps: AppDeps, raw: string, locale: Locale): Promise<AdminSerialRow[]> {
  const key = serialKey(raw.slice(0, 200));
  if (!key) return [];
  const found = await selectRows(deps, eq(serials.numberKey, key), 20);
  return found.map((row) => toAdminRow(row, locale));
}
