import type { z } from 'zod';
import { DealerAreaInputSchema, DealerLocaleInputSchema } from '../../../shared/dealers/dealers.schema';
import type { DealerAreaPage, DealerCountry, DealerFinderPage, DealerMap, DealerMaps, MapCountry } from '../../../shared/dealers/dealers.types';
import { INTL_LOCALE, type Locale } from '../../../shared/locales';
import { PAGES_AREA } from '../../cache';
import { dealerDirectory, type DealerDirectory } from './directory';
import { projectedMaps, type ProjectedMap } from './world-map';
import type { Ctx } from '../../service-context';

/**
 * The dealer finder's answers (public.dealers.*): the countries with dealers, the two maps with those countries as
 * links, and one country's dealers, each from its procedure's parsed input; every answer is cached with the rendered
 * pages.
 */

export async function dealerCountries(ctx: Ctx<'deps'>, { locale }: z.output<typeof DealerLocaleInputSchema>): Promise<DealerCountry[]> {
  const { deps } = ctx;
  return (await dealerDirectory(deps, locale)).countries;
}

/**
 * One country's dealers: those based there, then those serving it from elsewhere; a country of the list without
 * any, with none (its page says how to buy directly); null for an area that names no country (404).
 */
export async function dealerArea(ctx: Ctx<'deps'>, { area, locale }: z.output<typeof DealerAreaInputSchema>): Promise<DealerAreaPage | null> {
  const { deps } = ctx;
  const directory = await dealerDirectory(deps, locale);
  const found = Object.hasOwn(directory.areas, area) ? directory.areas[area] : undefined;
  const country = found && directory.countries.find((item) => item.slug === area);
  if (!found || !country) {
    const unserved = Object.hasOwn(directory.unserved, area) ? directory.unserved[area] : undefined;
    return unserved ? { country: unserved, based: [], serving: [], countries: directory.countries } : null;
  }
  const cards = (ids: number[]) => ids.map((id) => directory.cards[id]!);
  return { country, based: cards(found.based), serving: cards(found.serving), countries: directory.countries };
}

/**
 * One map with the countries that have dealers as links (in the language's collation: the order Tab visits them)
 * and every other shape as one plain path. `skip` marks the links another map on the page already offers.
 */
function composeMap(map: ProjectedMap, directory: DealerDirectory, locale: Locale, skip: ReadonlySet<string> = new Set()): DealerMap {
  const bySlug = new Map(directory.countries.map((country) => [country.slug, country]));
  const slugByCode = new Map(Object.entries(directory.codes).map(([slug, code]) => [code, slug]));
  let plain = '';
  const linked = new Map<string, MapCountry>();
  for (const shape of map.shapes) {
    const slug = shape.code === null ? undefined : slugByCode.get(shape.code);
    const country = slug === undefined ? undefined : bySlug.get(slug);
    if (!country) {
      plain += shape.d;
      continue;
    }
    const known = linked.get(country.slug);
    if (known) known.d += shape.d;
    else linked.set(country.slug, { slug: country.slug, name: country.name, d: shape.d, ...(skip.has(country.slug) ? { inEurope: true } : {}) });
  }
  const collator = new Intl.Collator(INTL_LOCALE[locale], { sensitivity: 'base' });
  const countries = [...linked.values()].sort((a, b) => collator.compare(a.name, b.name));
  return { width: map.width, height: map.height, plain, countries };
}

/** /distributors: the country list and how many dealers there are. */
export async function dealerFinder(ctx: Ctx<'deps'>, { locale }: z.output<typeof DealerLocaleInputSchema>): Promise<DealerFinderPage> {
  const { deps } = ctx;
  return deps.cache.value(PAGES_AREA, `dealers:finder:${locale}`, async () => {
    const directory = await dealerDirectory(deps, locale);
    return { countries: directory.countries, dealers: directory.total };
  });
}

/** /distributors: the world map and the map of Europe, the countries with dealers as links named in `locale`. */
export async function dealerMaps(ctx: Ctx<'deps'>, { locale }: z.output<typeof DealerLocaleInputSchema>): Promise<DealerMaps> {
  const { deps } = ctx;
  return deps.cache.value(PAGES_AREA, `dealers:maps:${locale}`, async () => {
    const directory = await dealerDirectory(deps, locale);
    const maps = projectedMaps();
    const europe = composeMap(maps.europe, directory, locale);
    const world = composeMap(maps.world, directory, locale, new Set(europe.countries.map((country) => country.slug)));
    return { world, europe };
  });
}
