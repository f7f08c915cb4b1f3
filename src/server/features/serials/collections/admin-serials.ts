import { asc, sql } from 'drizzle-orm';
import { adminSerialsResource } from '../../../../shared/serials/collections/admin-serials';
import type { ResourceRecord } from '../../../../shared/collections/types';
import { serialKey } from '../../../../shared/serials/serial-number';
import { products, serials, users } from '../../../db/schema';
import { serialDetailForAdmin } from '../admin-detail';
import { companiesWithRows } from '../../companies/collections/company-choices';
import { productName } from '../../../collections/lookups';
import { qualified } from '../../../collections/qualified';
import type { FilterOption, ServerResource } from '../../../collections/types';
import { serialDueCondition, serialModelCode, serialNumberRange } from './columns';
import type { Ctx } from '../../../service-context';

/**
 * The search box: the start of a serial number in any spelling, as a range of the number key, which the serials' own
 * indexes serve alone (number order on the key's unique index, a status, product or company filter on the index that
 * leads with it and goes on by key). Text with no letter or digit can match no number: no row.
 */
function numberPrefix(term: string) {
  const key = serialKey(term);
  return key ? serialNumberRange(key) : sql`0 = 1`;
}

/** The product filter's choices: every product line, named and ordered in the reader's language (tens of them). */
async function productChoices({ deps, locale }: Ctx<'deps' | 'actor' | 'locale'>): Promise<FilterOption[]> {
  const name = productName(locale);
  const rows = await deps.db.select({ id: products.id, label: name }).from(products).orderBy(sql`${name} collate nocase`, asc(products.id));
  return rows.map((row) => ({ id: row.id, label: String(row.label) }));
}

/**
 * The server half of /admin/serials: every serial (global: only admins list it). The page's ids are found from the
 * serials alone, in number-key order, and only those 25 rows get their model code and owner (resources/
 * list.ts pageRows): joined first, SQLite may start from the few products and sort every matching serial (a prefix
 * matching a million took 1.8 s). Product and company are named through their lookups, one query per page.
 */
export const adminSerialsCollection = {
  def: adminSerialsResource,
  table: serials,
  scope: 'global',
  relations: { productId: 'products', companyId: 'companies' },
  // Serial numbers sort by their key (letters and digits, upper case), which leads the serials' unique index.
  sortBy: { number: sql`${serials.numberKey}` },
  computed: {
    modelCode: serialModelCode,
    owner: sql<string | null>`(SELECT ${users.email} FROM ${users} WHERE ${users.id} = ${qualified(serials.ownerId)})`,
  },
  filterConditions: { due: serialDueCondition },
  filterOptions: { productId: productChoices, companyId: companiesWithRows(serials, serials.companyId) },
  search: numberPrefix,
} satisfies ServerResource;

/** admin.serials.get: the record page's instrument (its life, services, certificates, claims), once the collection found it. */
export function adminSerialView(ctx: Ctx<'deps' | 'actor' | 'locale'>, record: ResourceRecord) {
  return serialDetailForAdmin(ctx.deps, record.id, ctx.locale);
}
