import { and, eq, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { AppDeps } from '../../../deps';
import { LOCALE_CODES } from '../../../../shared/locales';
import { serialsResource } from '../../../../shared/serials/collections/portal-serials';
import { serialKey } from '../../../../shared/serials/serial-number';
import { productOptions, products, profiles, serials, users } from '../../../db/schema';
import { escapeLike } from '../../../list';
import { qualified } from '../../../collections/qualified';
import { serialDueCondition, serialDueState, serialModelCode, serialNumberRange } from './columns';
import type { ServerResource } from '../../../collections/types';

/** A model code as serial keys are compared: letters and digits only, upper case ("vh 15" and "VH-15" are one). */
const modelKey = (column: SQLiteColumn) =>
  sql`upper(replace(replace(replace(replace(${column}, '-', ''), ' ', ''), '/', ''), '.', ''))`;

/** Product names are searched from this many characters (one or two letters would match nearly every product). */
const NAME_SEARCH_MIN = 3;

/**
 * What the search box matches: a serial number by its prefix in any spelling ("vh15 24" finds VH15-2401…; keys are
 * letters and digits only, so every key starting with the typed one sorts below it + "~": a range the index serves), or
 * a model: the products and options whose model code starts with the typed one, or (from 3 letters) a product whose
 * name in any language holds it. The catalogue is small, so its models are found first and the serials then by product
 * and option id: a condition on the serials that their indexes serve, where a subquery per row would read all 100,000
 * of a company's. Text that can match nothing matches no row.
 */
async function searchCondition(term: string, deps: AppDeps): Promise<SQL> {
  const key = serialKey(term);
  const like = term.length >= NAME_SEARCH_MIN ? `%${escapeLike(term.toLowerCase())}%` : null;
  const names = like ? LOCALE_CODES.map((code) => sql`lower(${sql.raw(`"name_${code}"`)}) LIKE ${like} ESCAPE '\\'`) : [];
  const [productRows, optionRows] = await Promise.all([
    key || like
      ? deps.db
          .select({ id: products.id })
          .from(products)
          .where(or(key ? sql`${modelKey(products.modelCode)} LIKE ${`${key}%`}` : undefined, ...names))
      : [],
    key
      ? deps.db
          .select({ id: productOptions.id, productId: productOptions.productId })
          .from(productOptions)
          .where(and(sql`${productOptions.modelCode} <> ''`, sql`${modelKey(productOptions.modelCode)} LIKE ${`${key}%`}`))
      : [],
  ]);
  const productIds = productRows.map((row) => row.id);
  const terms = [
    key ? serialNumberRange(key) : undefined,
    productIds.length > 0 ? inArray(serials.productId, productIds) : undefined,
    // An option's serials, by product first so the product index narrows them (options have no index of their own).
    ...optionRows
      .filter((option) => !productIds.includes(option.productId))
      .map((option) => and(eq(serials.productId, option.productId), eq(serials.optionId, option.id))),
  ].filter((condition): condition is SQL => condition !== undefined);
  return terms.length > 0 ? or(...terms)! : sql`0 = 1`;
}

/**
 * The server half of /portal/serials: a company's serials (an admin's portal covers every company's, never those
 * Voltara sold directly or has not sold), with the model, owner and due state computed per row. The subqueries name
 * the outer row's columns with their table (qualified.ts).
 */
export const serialsCollection = {
  def: serialsResource,
  table: serials,
  scope: 'company',
  scopeKey: 'companyId',
  holds: isNotNull(serials.companyId),
  relations: { productId: 'products' },
  // Serial numbers sort by their key (letters and digits, upper case): the company index (company, key) serves it.
  sortBy: { number: sql`${serials.numberKey}` },
  computed: {
    modelCode: serialModelCode,
    ownerName: sql<string | null>`(SELECT ${users.name} FROM ${users} WHERE ${users.id} = ${qualified(serials.ownerId)})`,
    ownerCompany: sql<string | null>`(SELECT ${profiles.companyName} FROM ${profiles} WHERE ${profiles.userId} = ${qualified(serials.ownerId)})`,
    registration: sql<string>`(CASE WHEN ${serials.ownerId} IS NULL THEN 'unregistered' ELSE 'registered' END)`,
    due: serialDueState,
  },
  // The same states as the computed values, written as ranges the (company, owner, due) and (company, due) indexes serve.
  filterConditions: {
    registration: (value) => (value === 'registered' ? isNotNull(serials.ownerId) : isNull(serials.ownerId)),
    due: serialDueCondition,
  },
  search: searchCondition,
} satisfies ServerResource;
