import { asc, eq, sql } from 'drizzle-orm';
import type { Country, CountryInput, CountryOption, CountryUpdate } from '../../../shared/countries/country.schema';
import { labelCountries } from '../../../shared/countries/country-names';
import { INTL_LOCALE, type Locale } from '../../../shared/locales';
import type { AppDeps } from '../../deps';
import { companies, countries, dealers, events, experts } from '../../db/schema';
import { DomainError, validationError } from '../../errors';
import { fieldMessage } from '../../validation';
import { auditInsert, diffRecords } from '../logs/audit';
import type { Ctx } from '../../service-context';
import { fill, serverTexts } from '../../texts';
import { rowOr404 } from '../../db/one-row';
import { usagePhrases } from '../../db/usage';

export const COUNTRIES_AREA = 'countries';

const toCountry = (row: typeof countries.$inferSelect): Country => ({ id: row.id, name: row.name, is_eu: row.isEu });

/**
 * Ordered by name in the visitor's collation (Intl.Collator): "Åland Islands" comes after "Afghanistan", not after
 * "Zimbabwe" as a byte order would put it.
 */
async function buildList(deps: AppDeps, locale: Locale): Promise<Country[]> {
  const collator = new Intl.Collator(INTL_LOCALE[locale], { sensitivity: 'base' });
  const rows = await deps.db.select().from(countries).orderBy(asc(countries.name));
  return rows.sort((a, b) => collator.compare(a.name, b.name) || a.id - b.id).map(toCountry);
}

const cacheKey = (locale: Locale) => `all:${locale}`;

/** Served from the response cache, one list per language (the list is read on every dealer and address form). */
export function countriesEntry(ctx: Ctx<'deps' | 'locale'>) {
  const { deps, locale } = ctx;
  return deps.cache.entry(COUNTRIES_AREA, cacheKey(locale), () => buildList(deps, locale));
}

/** The cached list when it is known to be current without waiting (cache.peek), else null. */
export function currentCountriesEntry(deps: AppDeps, locale: Locale) {
  return deps.cache.peek(COUNTRIES_AREA, cacheKey(locale));
}

/** Every country with its name in the reader's language, in that language's order: what forms and selects offer. */
async function buildOptions(deps: AppDeps, locale: Locale): Promise<CountryOption[]> {
  const rows = await deps.db.select().from(countries);
  return labelCountries(rows.map(toCountry), locale);
}

const optionsKey = (locale: Locale) => `options:${locale}`;

/** Served from the response cache like the list above (public.countries is read on every form page). */
export function countryOptionsEntry(deps: AppDeps, locale: Locale) {
  return deps.cache.entry(COUNTRIES_AREA, optionsKey(locale), () => buildOptions(deps, locale));
}

export function currentCountryOptionsEntry(deps: AppDeps, locale: Locale) {
  return deps.cache.peek(COUNTRIES_AREA, optionsKey(locale));
}

export function countryOptions(ctx: Ctx<'deps' | 'locale'>): Promise<CountryOption[]> {
  const { deps, locale } = ctx;
  return deps.cache.value(COUNTRIES_AREA, optionsKey(locale), () => buildOptions(deps, locale));
}

/** `{ id, name }` choices for the back office's and the portal's selects and filters: the name in the reader's language. */
export async function countryChoices(deps: AppDeps, locale: Locale): Promise<Array<{ id: number; name: string }>> {
  return (await countryOptions({ deps, locale })).map((country) => ({ id: country.id, name: country.label }));
}

async function assertNameFree(deps: AppDeps, name: string, locale: Locale, exceptId?: number) {
  const [clash] = await deps.db
    .select({ id: countries.id })
    .from(countries)
    .where(sql`lower(${countries.name}) = lower(${name})`);
  if (clash && clash.id !== exceptId) throw validationError({ name: [fieldMessage('unique', 'name', locale)] });
}

export async function createCountry(ctx: Ctx<'deps' | 'actor' | 'locale'>, data: CountryInput): Promise<Country> {
  const { deps, actor, locale } = ctx;
  await assertNameFree(deps, data.name, locale);
  // One batch: the row and its audit entry commit together. last_insert_rowid() is the new country's id.
  const [[row]] = await deps.db.batch([
    deps.db.insert(countries).values({ name: data.name, isEu: data.is_eu }).returning(),
    auditInsert(deps, actor, {
      section: COUNTRIES_AREA,
      action: 'create',
      recordId: sql`cast(last_insert_rowid() as text)`,
      changes: sql`json_object('id', last_insert_rowid(), 'name', ${data.name}, 'is_eu', json(${JSON.stringify(data.is_eu)}))`,
    }),
  ]);
  await deps.cache.bump(COUNTRIES_AREA);
  return toCountry(row!);
}

export async function updateCountry(ctx: Ctx<'deps' | 'actor' | 'locale'>, data: CountryUpdate): Promise<Country> {
  const { deps, actor, locale } = ctx;
  const { id } = data;
  const existing = await rowOr404(deps, countries, eq(countries.id, id), 'Country');
  await assertNameFree(deps, data.name, locale, id);
  const update = deps.db
    .update(countries)
    .set({ name: data.name, isEu: data.is_eu })
    .where(eq(countries.id, id))
    .returning();
  const changes = diffRecords(toCountry(existing), { id, name: data.name, is_eu: data.is_eu });
  // A save that changes nothing is not logged: the trail records what changed.
  const [row] =
    Object.keys(changes).length === 0
      ? await update
      : (
          await deps.db.batch([
            update,
            auditInsert(deps, actor, { section: COUNTRIES_AREA, action: 'update', recordId: String(id), changes }),
          ])
        )[0];
  await deps.cache.bump(COUNTRIES_AREA);
  return toCountry(row!);
}

/** What may point at a country, with its phrase's key in countries.usedBy ("1 distributor company uses it"). */
const USERS_OF_A_COUNTRY = [
  { table: companies, column: companies.countryId, what: 'companies' },
  { table: experts, column: experts.countryId, what: 'experts' },
  { table: dealers, column: dealers.countryId, what: 'dealers' },
  { table: events, column: events.countryId, what: 'events' },
] as const;

export async function deleteCountry(ctx: Ctx<'deps' | 'actor' | 'locale'>, { id }: { id: number }): Promise<void> {
  const { deps, actor, locale } = ctx;
  const existing = await rowOr404(deps, countries, eq(countries.id, id), 'Country');
  const texts = serverTexts(locale).countries;
  const uses = await usagePhrases(deps, locale, id, USERS_OF_A_COUNTRY, texts.usedBy);
  if (uses.length > 0) {
    const message = fill(texts.cannotDelete, { uses: uses.join(', ') });
    throw new DomainError(422, message, { id: [message] });
  }
  await deps.db.batch([
    deps.db.delete(countries).where(eq(countries.id, id)),
    auditInsert(deps, actor, { section: COUNTRIES_AREA, action: 'delete', recordId: String(id), changes: toCountry(existing) }),
  ]);
  await deps.cache.bump(COUNTRIES_AREA);
}
