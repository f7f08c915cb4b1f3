import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../src/shared/locales';
import { customersResource } from '../../src/shared/end-customers/collections/portal-customers';
import { DUE_FILTERS, REGISTRATION_FILTERS, serialsResource } from '../../src/shared/serials/collections/portal-serials';
import { SERIAL_STATUSES } from '../../src/shared/serials/enums';
import { INSTRUMENT_COLUMNS } from '../../src/client/components/instruments/instrument-columns';
import { flatten, loadNamespace, placeholders } from './locale-files';

const load = (lang: string) => loadNamespace('portal-serials', lang);
/** Plural forms differ by language (French has _many, English has not): compare the keys without them. */
const withoutPlural = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');

/** The screens' source files. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('locales/*/portal-serials.json', () => {
  const en = flatten(load('en'));
  const enKeys = [...new Set(Object.keys(en).map(withoutPlural))].sort();

  it('names every column, status, sort, direction and filter value the screens build keys from', () => {
    const dynamic = [
      ...INSTRUMENT_COLUMNS.map((column) => `columns.${column}`),
      ...SERIAL_STATUSES.map((status) => `statuses.${status}`),
      ...REGISTRATION_FILTERS.map((filter) => `filters.registrations.${filter}`),
      ...DUE_FILTERS.map((filter) => `filters.dues.${filter}`),
      // The serials collection's screens: its title, lead, search hint, column and filter labels.
      ...[serialsResource.title, serialsResource.singular, serialsResource.lead, serialsResource.empty, serialsResource.searchHint],
      ...serialsResource.columns.flatMap((column) => [column.label, 'emptyLabel' in column ? column.emptyLabel : undefined].filter((key) => key !== undefined)),
      ...serialsResource.filters.map((filter) => filter.label),
      // The customers collection's: the same, and what its list says when a search finds nobody.
      ...[customersResource.title, customersResource.singular, customersResource.lead, customersResource.empty, customersResource.noMatch],
      ...[customersResource.searchHint],
      ...customersResource.columns.flatMap((column) => [column.label, 'emptyLabel' in column ? column.emptyLabel : undefined].filter((key) => key !== undefined)),
    ];
    for (const lang of LOCALES) {
      const keys = flatten(load(lang));
      for (const key of dynamic) expect(keys[key], `${lang} ${key}`).toBeTruthy();
    }
  });

  it('has every fixed key the screens ask for (en)', () => {
    const asked = new Set<string>();
    for (const file of sources('src/client/portal/serials')) {
      for (const match of readFileSync(file, 'utf8').matchAll(/\bt\(\s*'([a-zA-Z][\w.-]*)'/g)) asked.add(match[1]!);
    }
    expect(asked.size).toBeGreaterThan(40);
    const known = new Set(Object.keys(en).map(withoutPlural));
    expect([...asked].filter((key) => !key.includes(':') && !known.has(key))).toEqual([]);
  });

  it.each(LOCALES.filter((l) => l !== 'en'))('%s has the same keys and placeholders as en, all filled', (lang) => {
    const other = flatten(load(lang));
    expect([...new Set(Object.keys(other).map(withoutPlural))].sort()).toEqual(enKeys);
    for (const [key, text] of Object.entries(other)) {
      expect(text.trim(), `${lang} ${key}`).not.toBe('');
      const english = en[key] ?? en[`${withoutPlural(key)}_other`]!;
      expect(placeholders(text), `${lang} ${key}`).toEqual(placeholders(english));
    }
  });

  it.each(LOCALES.filter((l) => l !== 'en'))('%s translates the phrases (no English copies of several words)', (lang) => {
    const other = flatten(load(lang));
    const copies = Object.entries(other).filter(([key, text]) => text === en[key] && /\s/.test(text.replace(/\{\{\w+\}\}/g, '')));
    expect(copies).toEqual([]);
  });
});
