import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../src/shared/locales';
import { flatten, loadNamespace, placeholders } from './locale-files';

/** Plural forms differ by language (French has _many, English has not): compare the keys without them. */
const withoutPlural = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

for (const [namespace, folder] of [
  ['portal-agreements', 'src/client/portal/agreements'],
  ['admin-agreements', 'src/client/admin/agreements'],
] as const) {
  describe(`locales/*/${namespace}.json`, () => {
    const en = flatten(loadNamespace(namespace, 'en'));
    const enKeys = [...new Set(Object.keys(en).map(withoutPlural))].sort();

    it('has the same keys and placeholders in every language, translated (not English copies)', () => {
      for (const lang of LOCALES) {
        const texts = flatten(loadNamespace(namespace, lang));
        expect([...new Set(Object.keys(texts).map(withoutPlural))].sort(), lang).toEqual(enKeys);
        for (const [key, text] of Object.entries(texts)) {
          const english = en[key] ?? en[`${withoutPlural(key)}_other`] ?? '';
          expect(placeholders(text), `${lang} ${key}`).toEqual(placeholders(english));
        }
        if (lang === 'en') continue;
        const copies = Object.entries(texts).filter(([key, text]) => text === en[key] && /\s/.test(text.replace(/\{\{\w+\}\}/g, '').trim()) && text.length > 12);
        expect(copies.map(([key]) => key), lang).toEqual([]);
      }
    });

    it("holds every literal key the screens ask for", () => {
      const keys = new Set(enKeys);
      for (const file of sources(folder)) {
        for (const match of readFileSync(file, 'utf8').matchAll(/\bt\('([^']+)'/g)) expect(keys.has(match[1]!), `${file} ${match[1]}`).toBe(true);
      }
    });
  });
}
