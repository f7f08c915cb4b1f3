import { asc, eq } from 'drizzle-orm';
import { countrySlug, areaPath, DEALER_TAGS } from '../../../shared/dealers/dealer-kinds';
import type { DealerCard, DealerCountry } from '../../../shared/dealers/dealers.types';
import type { Locale } from '../../../shared/locales';
import { PAGES_AREA } from '../../cache';
import type { AppDeps } from '../../deps';
import { countries, dealerCountries, dealers } from '../../db/schema';
import { countryCode } from '../../../shared/countries/country-codes';
import { countryCollator, countryLabel } from '../../../shared/countries/country-names';
import { addressLines, telephoneHref, websiteLabel } from './format';

/**
 * Every published dealer of one language, shaped once per content version and cached with the rendered pages (an
 * admin save of a dealer, a country or anything else drops it): the finder, the country pages, the maps and the
 * sitemap all read this, never the tables. A few dozen dealers: the whole directory is small.
 */
export interface DealerDirectory {
  /** Countries with dealers (based or served), in the language's collation. */
  countries: DealerCountry[];
  /** Cards by dealer id. */
  cards: Record<string, DealerCard>;
  /** By country slug: the dealers based there and those serving it, each in the admin's order. */
  areas: Record<string, { based: number[]; serving: number[]; updatedAt: number }>;
  /** By country slug: its alpha-2 code, for the countries the map can draw. */
  codes: Record<string, string>;
  /** Published dealers. */
  total: number;
  /**
   * By country slug: the countries of the list that no dealer covers, so their page says how to buy directly from
   * the works instead of answering 404 (issue 30 item 12: /distributors/chile).
   */
  unserved: Record<string, DealerCountry>;
}

interface CountryOf {
  id: number;
  name: string;
}

/** A country's name in the visitor's language (the one country list: shared/countries/country-names.ts). */
const countryName = (country: CountryOf, locale: Locale): string => countryLabel(country.name, locale);

async function readRows(deps: AppDeps) {
  const [rows, served, everyCountry] = await Promise.all([
    deps.db
      .select({ dealer: dealers, country: { id: countries.id, name: countries.name } })
      .from(dealers)
      .innerJoin(countries, eq(countries.id, dealers.countryId))
      .where(eq(dealers.published, true))
      .orderBy(asc(dealers.sort), asc(dealers.name), asc(dealers.id)),
    deps.db
      .select({ dealerId: dealerCountries.dealerId, country: { id: countries.id, name: countries.name } })
      .from(dealerCountries)
      .innerJoin(countries, eq(countries.id, dealerCountries.countryId))
      .orderBy(asc(dealerCountries.sort), asc(dealerCountries.id)),
    deps.db.select({ id: countries.id, name: countries.name }).from(countries).orderBy(asc(countries.id)),
  ]);
  return { rows, served, everyCountry };
}

async function buildDirectory(deps: AppDeps, locale: Locale): Promise<DealerDirectory> {
  const { rows, served, everyCountry } = await readRows(deps);
  const collator = countryCollator(locale);
  const byName = (a: string, b: string) => collator.compare(a, b);

  // One slug per country id; two stored names folding to the same slug (unlikely) are told apart by the id.
  const slugs = new Map<number, string>();
  const taken = new Set<string>();
  const slugOf = (country: CountryOf) => {
    let slug = slugs.get(country.id);
    if (slug !== undefined) return slug;
    slug = countrySlug(country.name) || `country-${country.id}`;
    if (taken.has(slug)) slug = `${slug}-${country.id}`;
    taken.add(slug);
    slugs.set(country.id, slug);
    return slug;
  };

  const servedBy = new Map<number, CountryOf[]>();
  for (const row of served) servedBy.set(row.dealerId, [...(servedBy.get(row.dealerId) ?? []), row.country]);

  const cards: DealerDirectory['cards'] = {};
  const areas: DealerDirectory['areas'] = {};
  const known = new Map<string, CountryOf>();
  const area = (country: CountryOf) => {
    const slug = slugOf(country);
    known.set(slug, country);
    return (areas[slug] ??= { based: [], serving: [], updatedAt: 0 });
  };

  for (const { dealer, country } of rows) {
    const code = countryCode(country.name);
    const others = (servedBy.get(dealer.id) ?? []).filter((other) => other.id !== country.id);
    cards[dealer.id] = {
      id: dealer.id,
      name: dealer.name,
      tags: DEALER_TAGS.filter((tag) => dealer[tag]),
      addressLines: addressLines(dealer, code),
      postal: {
        street: [dealer.address1, dealer.address2].filter(Boolean).join(', '),
        town: dealer.town,
        postcode: dealer.postcode,
        region: dealer.region,
      },
      country: countryName(country, locale),
      countryCode: code,
      telephone: dealer.telephone,
      telephoneHref: telephoneHref(dealer.telephone),
      email: dealer.email,
      website: dealer.website,
      websiteLabel: websiteLabel(dealer.website),
      serves: others.map((other) => countryName(other, locale)).sort(byName),
    };
    const stamp = dealer.updatedAt.getTime();
    const home = area(country);
    home.based.push(dealer.id);
    home.updatedAt = Math.max(home.updatedAt, stamp);
    for (const other of others) {
      const away = area(other);
      if (!away.serving.includes(dealer.id)) away.serving.push(dealer.id);
      away.updatedAt = Math.max(away.updatedAt, stamp);
    }
  }

  const codes: DealerDirectory['codes'] = {};
  const list: DealerCountry[] = [...known].map(([slug, country]) => {
    const code = countryCode(country.name);
    if (code) codes[slug] = code;
    const { based, serving } = areas[slug]!;
    return { slug, name: countryName(country, locale), url: areaPath(slug), based: based.length, serving: serving.length };
  });
  list.sort((a, b) => byName(a.name, b.name));
  const unserved: DealerDirectory['unserved'] = {};
  for (const country of everyCountry) {
    if (slugs.has(country.id)) continue;
    const slug = slugOf(country);
    unserved[slug] = { slug, name: countryName(country, locale), url: areaPath(slug), based: 0, serving: 0 };
  }
  return { countries: list, cards, areas, codes, total: rows.length, unserved };
}

export function dealerDirectory(deps: AppDeps, locale: Locale): Promise<DealerDirectory> {
  return deps.cache.value(PAGES_AREA, `dealers:directory:${locale}`, () => buildDirectory(deps, locale));
}
