import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { COUNTRIES } from '../../src/server/db/seed/countries-data';
import { ATLAS_CODES, ATLAS_NAMED } from '../../src/server/features/dealers/atlas-codes';
import { countryCode } from '../../src/shared/countries/country-codes';
import { addressLines, telephoneHref, websiteLabel } from '../../src/server/features/dealers/format';
import { CompactPath } from '../../src/server/features/dealers/svg-path';
import { projectedMaps } from '../../src/server/features/dealers/world-map';
import { clampArea, countrySlug } from '../../src/shared/dealers/dealer-kinds';
import type { dealers } from '../../src/server/db/schema';

/** The dealer finder's pure parts: country codes, slugs, the compact SVG paths, the maps, contact formatting. */

describe('country codes', () => {
  it('give every seeded country its own ISO alpha-2 code, case and accents aside', () => {
    const codes = COUNTRIES.map((country) => countryCode(country.name));
    expect(codes.filter((code) => code === null)).toEqual([]);
    expect(new Set(codes).size).toBe(COUNTRIES.length);
    expect(countryCode('Denmark')).toBe('DK');
    expect(countryCode('turkiye')).toBe('TR');
    expect(countryCode("COTE D'IVOIRE")).toBe('CI');
    expect(countryCode('Atlantis')).toBeNull();
  });

  it('name every shape of the atlas that is a country, each with a code of the seed', () => {
    const atlas = createRequire(import.meta.url)('world-atlas/countries-110m.json') as Topology<{ countries: GeometryCollection<{ name: string }> }>;
    const seeded = new Set(COUNTRIES.map((country) => countryCode(country.name)));
    const nameOf = (shape: { properties?: unknown }) => (shape.properties as { name?: string } | undefined)?.name ?? '';
    const unnamed = atlas.objects.countries.geometries
      .filter((shape) => (shape.id === undefined ? ATLAS_NAMED[nameOf(shape)] : ATLAS_CODES[String(shape.id)]) === undefined)
      .map(nameOf);
    expect(unnamed.sort()).toEqual(['N. Cyprus', 'Somaliland']);
    for (const code of [...Object.values(ATLAS_CODES), ...Object.values(ATLAS_NAMED)]) expect(seeded.has(code), code).toBe(true);
  });
});

describe('areas', () => {
  it('are slugs of the stored English names', () => {
    expect(countrySlug('Denmark')).toBe('denmark');
    expect(countrySlug('United Kingdom')).toBe('united-kingdom');
    expect(countrySlug("Côte d'Ivoire")).toBe('cote-d-ivoire');
    expect(countrySlug('Türkiye')).toBe('turkiye');
    expect(countrySlug('Bonaire, Sint Eustatius and Saba')).toBe('bonaire-sint-eustatius-and-saba');
    expect(new Set(COUNTRIES.map((c) => countrySlug(c.name))).size).toBe(COUNTRIES.length);
  });

  it('are trimmed, lower-cased and cut, never refused', () => {
    expect(clampArea('  Denmark ')).toBe('denmark');
    expect(clampArea('x'.repeat(500))).toHaveLength(120);
  });
});

describe('CompactPath', () => {
  it('writes whole units, relative segments, and drops repeated points and specks', () => {
    const path = new CompactPath(1);
    path.moveTo(10.4, 20.6);
    path.lineTo(30.2, 20.9);
    path.lineTo(30.4, 21.2); // rounds onto the previous point
    path.lineTo(30, 40);
    path.closePath();
    path.moveTo(100, 100); // a speck: half a square unit
    path.lineTo(101, 100);
    path.lineTo(101, 101);
    path.closePath();
    expect(path.take()).toBe('M10 21l20 0 0 19z');
    expect(path.take()).toBe('');
  });

  it('draws both maps small: the world in ~17 kB of path data, Europe in ~6 kB', () => {
    const { world, europe } = projectedMaps();
    const size = (map: typeof world) => map.shapes.reduce((n, shape) => n + shape.d.length, 0);
    expect(world.width).toBe(1000);
    expect(size(world)).toBeLessThan(20_000);
    expect(size(europe)).toBeLessThan(8_000);
    expect(world.shapes.some((shape) => shape.code === 'AQ')).toBe(false); // no Antarctica
    expect(europe.shapes.map((shape) => shape.code)).toEqual(expect.arrayContaining(['DK', 'ES', 'DE', 'GB', 'NL', 'BE', 'LU']));
    expect(europe.shapes.map((shape) => shape.code)).not.toContain('US');
  });
});

describe('contact details', () => {
  const row = (values: Partial<typeof dealers.$inferSelect>) =>
    ({ address1: '', address2: '', town: '', region: '', postcode: '', ...values }) as typeof dealers.$inferSelect;

  it('place the postcode as the country writes it', () => {
    expect(addressLines(row({ address1: 'Sundkaj 9', town: 'København Ø', postcode: '2150' }), 'DK')).toEqual(['Sundkaj 9', '2150 København Ø']);
    expect(addressLines(row({ address1: '1 Mill Lane', town: 'Leeds', postcode: 'LS9 0RS', region: 'West Yorkshire' }), 'GB')).toEqual(['1 Mill Lane', 'Leeds LS9 0RS', 'West Yorkshire']);
    expect(addressLines(row({ town: 'Dubai' }), 'AE')).toEqual(['Dubai']);
  });

  it('link telephones as dialled and show websites without their scheme', () => {
    expect(telephoneHref('+45 32 71 40 00')).toBe('tel:+4532714000');
    expect(telephoneHref('(0113) 496-0123')).toBe('tel:01134960123');
    expect(telephoneHref('')).toBe('');
    expect(websiteLabel('https://www.nordhavn-inspection.test/')).toBe('nordhavn-inspection.test');
    expect(websiteLabel('http://example.test/dealers')).toBe('example.test/dealers');
  });
});
