import { and, eq, inArray } from 'drizzle-orm';
import { localizedField, type Locale } from '../../../shared/locales';
import type { AppDeps } from '../../deps';
import { categories, countries, industrySectors, products } from '../../db/schema';
import { validationError } from '../../errors';
import { fieldMessage } from '../../validation';

/**
 * The records a form names by id (a country, product categories, an industry sector, a product), checked to exist:
 * an id the lists never offered is a field error, not a stored dangling reference.
 */

type Named = Record<string, unknown>;

const invalid = (field: string, locale: Locale) => validationError({ [field]: [fieldMessage('invalid', field, locale)] });

export async function countryName(deps: AppDeps, id: number, locale: Locale): Promise<string> {
  const [row] = await deps.db.select({ name: countries.name }).from(countries).where(eq(countries.id, id));
  if (!row) throw invalid('countryId', locale);
  return row.name;
}

/** Published categories, in the order sent; any unknown id refuses the whole list. */
export async function categoryRows(deps: AppDeps, ids: readonly number[], locale: Locale): Promise<Named[]> {
  const unique = [...new Set(ids)];
  const rows = await deps.db
    .select()
    .from(categories)
    .where(and(inArray(categories.id, unique), eq(categories.published, true)));
  if (rows.length !== unique.length) throw invalid('productRange', locale);
  return unique.map((id) => rows.find((row) => row.id === id)!);
}

export async function industrySectorRow(deps: AppDeps, id: number, locale: Locale): Promise<Named> {
  const [row] = await deps.db.select().from(industrySectors).where(eq(industrySectors.id, id));
  if (!row) throw invalid('industrySectorId', locale);
  return row;
}

/** A published product, named with its model code unless the name holds it already ("SA-25 AC Spark Tester"). */
export async function productLabel(deps: AppDeps, id: number, locale: Locale): Promise<(language: Locale) => string> {
  const [row] = await deps.db
    .select()
    .from(products)
    .where(and(eq(products.id, id), eq(products.published, true)));
  if (!row) throw invalid('productId', locale);
  return (language) => {
    const name = localizedField(row, 'name', language);
    return row.modelCode && !name.includes(row.modelCode) ? `${name} (${row.modelCode})` : name;
  };
}

/** A record's name in one language (English where untranslated). */
export const nameIn = (row: Named, language: Locale) => localizedField(row, 'name', language);
