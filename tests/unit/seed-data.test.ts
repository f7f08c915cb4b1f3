import { describe, it, expect } from 'vitest';
import { COUNTRIES } from '../../src/server/db/seed/countries-data';

const EU_MEMBERS = [
  'Austria',
  'Belgium',
  'Bulgaria',
  'Croatia',
  'Cyprus',
  'Czechia',
  'Denmark',
  'Estonia',
  'Finland',
  'France',
  'Germany',
  'Greece',
  'Hungary',
  'Ireland',
  'Italy',
  'Latvia',
  'Lithuania',
  'Luxembourg',
  'Malta',
  'Netherlands',
  'Poland',
  'Portugal',
  'Romania',
  'Slovakia',
  'Slovenia',
  'Spain',
  'Sweden',
];

describe('seeded countries', () => {
  it('lists the whole world, each name once', () => {
    const names = COUNTRIES.map((c) => c.name);
    expect(COUNTRIES.length).toBeGreaterThanOrEqual(240);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name.trim()).toBe(name);
    expect(names).toEqual(expect.arrayContaining(['United Kingdom', 'Norway', 'Switzerland', "Côte d'Ivoire"]));
  });

  it('flags exactly the 27 EU member states', () => {
    const flagged = COUNTRIES.filter((c) => c.isEu).map((c) => c.name);
    expect(flagged).toHaveLength(27);
    expect([...flagged].sort()).toEqual([...EU_MEMBERS].sort());
  });
});
