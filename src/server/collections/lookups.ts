import { and, asc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { countryCollator, countryLabel } from '../../shared/countries/country-names';
import { toLocaleCode, type Locale } from '../../shared/locales';
import type { Actor } from '../auth/actor';
import type { AppDeps } from '../deps';
import { applications, countries, products, questionnaires } from '../db/schema';
import { containsText } from '../db/search-index';
import type { LookupSource } from './types';
import type { Ctx } from '../service-context';
import { notFound } from '../errors';

/** A product's name in the reader's language, English where it has none (as the catalogue shows it). */
export const productName = (locale: Locale): SQL => {
  const own = products[`name_${toLocaleCode(locale)}`];
  return sql<string>`coalesce(nullif(trim(${own}), ''), ${products.name_EN})`;
};

/**
 * What a relation field may point at. Resources add themselves (registry.ts); tables without an admin resource yet
 * (products, countries) are listed here so their pickers work today.
 */
const BASE_SOURCES: readonly LookupSource[] = [
  { name: 'products', table: products, label: products.name_EN, search: [products.slug], labelIn: productName },
  { name: 'countries', table: countries, label: countries.name, localize: countryLabel },
  { name: 'applications', table: applications, label: applications.name_EN, search: [applications.slug] },
  { name: 'questionnaires', table: questionnaires, label: questionnaires.title_EN },
];

const sources = new Map<string, LookupSource>(BASE_SOURCES.map((s) => [s.name, s]));

export function registerLookup(source: LookupSource): void {
  if (!sources.has(source.name)) sources.set(source.name, source);
}

export function lookupSource(name: string): LookupSource | undefined {
  return sources.get(name);
}

export const LOOKUP_LIMIT = 20;

/** Up to 20 {id, label} whose label (or extra search column) contains the term, by label, named for the reader. */
export async function searchLookup(deps: AppDeps, source: LookupSource, term: string, locale: Locale, actor: Actor): Promise<{ id: number; label: string }[]> {
  if (source.localize) return searchLocalized(deps, source, source.localize, term, locale);
  const matches = term ? or(containsText(source.label, term), ...(source.search ?? []).map((c) => containsText(c, term))) : undefined;
  const where = and(matches, source.filter?.(actor));
  const rows = await deps.db
    .select({ id: source.table.id, label: source.labelIn?.(locale) ?? source.label })
    .from(source.table)
    .where(where)
    .orderBy(asc(source.label))
    .limit(LOOKUP_LIMIT);
  return rows.map((row) => ({ id: Number(row.id), label: String(row.label) }));
}

/** The most rows a localized source may hold: it is read whole for each search. */
const LOCALIZED_SOURCE_MAX = 1000;

const folded = (text: string, locale: Locale) => text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase(locale);

/**
 * A German admin typing "Dän" finds Dänemark: the names the reader sees are searched (and the stored name too, so
 * "Denmark" still finds it), in the reader's alphabetical order.
 */
async function searchLocalized(
  deps: AppDeps,
  source: LookupSource,
  localize: (label: string, locale: Locale) => string,
  term: string,
  locale: Locale,
): Promise<{ id: number; label: string }[]> {
  const rows = await deps.db.select({ id: source.table.id, label: source.label }).from(source.table).limit(LOCALIZED_SOURCE_MAX);
  const wanted = folded(term, locale);
  return rows
    .map((row) => ({ id: Number(row.id), stored: String(row.label), label: localize(String(row.label), locale) }))
    .filter((row) => !wanted || folded(row.label, locale).includes(wanted) || folded(row.stored, locale).includes(wanted))
    .sort((a, b) => countryCollator(locale).compare(a.label, b.label))
    .slice(0, LOOKUP_LIMIT)
    .map(({ id, label }) => ({ id, label }));
}

/** The names of chosen ids, as the reader sees them. */
export async function lookupLabels(deps: AppDeps, sourceName: string, ids: number[], locale: Locale, actor: Actor): Promise<Map<number, string>> {
  const source = sources.get(sourceName);
  if (!source || ids.length === 0) return new Map();
  const rows = await deps.db
    .select({ id: source.table.id, label: source.labelIn?.(locale) ?? source.label })
    .from(source.table)
    .where(and(inArray(source.table.id, ids), source.filter?.(actor)));
  const named = (label: string) => (source.localize ? source.localize(label, locale) : label);
  return new Map(rows.map((row) => [Number(row.id), named(String(row.label))]));
}

/** Whether the actor may point at the record: another company's record does not exist for them. */
export async function lookupExists(deps: AppDeps, sourceName: string, id: number, actor: Actor): Promise<boolean> {
  const source = sources.get(sourceName);
  if (!source) return false;
  const [row] = await deps.db
    .select({ id: source.table.id })
    .from(source.table)
    .where(and(eq(source.table.id, id), source.filter?.(actor)));
  return row !== undefined;
}

/** The relation picker's procedure: the names of already chosen ids, or the suggestions for what is typed. */
export async function lookupChoices(
  { deps, actor, locale }: Ctx<'deps' | 'actor' | 'locale'>,
  input: { source: string; ids?: number[] | undefined; search: string },
): Promise<{ id: number; label: string }[]> {
  const source = lookupSource(input.source);
  if (!source) throw notFound('Source');
  if (input.ids) return [...(await lookupLabels(deps, input.source, input.ids, locale, actor))].map(([id, label]) => ({ id, label }));
  return searchLookup(deps, source, input.search, locale, actor);
}
