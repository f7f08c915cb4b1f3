import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROLES } from '../../src/shared/auth/roles';
import { LOCALES } from '../../src/shared/locales';
import { STAFF_COURSE_STATUSES } from '../../src/shared/courses/collections/staff-courses';
import { flatten, loadNamespace, placeholders } from './locale-files';

const load = (lang: string) => loadNamespace('portal-courses', lang);
/** Plural forms differ by language (French has _many, English has not): compare the keys without them. */
const withoutPlural = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');

/** The screen's source files. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('locales/*/portal-courses.json', () => {
  const en = flatten(load('en'));
  const enKeys = [...new Set(Object.keys(en).map(withoutPlural))].sort();

  it('names every status the filter offers and every role a member can have', () => {
    for (const lang of LOCALES) {
      const keys = flatten(load(lang));
      for (const status of STAFF_COURSE_STATUSES) expect(keys[`statuses.${status}`], `${lang} statuses.${status}`).toBeTruthy();
      for (const role of ROLES) expect(keys[`roles.${role}`], `${lang} roles.${role}`).toBeTruthy();
    }
  });

  it('has every fixed key the screen asks for (en)', () => {
    const asked = new Set<string>();
    for (const file of sources('src/client/portal/courses')) {
      for (const match of readFileSync(file, 'utf8').matchAll(/\bt\(\s*'([a-zA-Z][\w.-]*)'/g)) asked.add(match[1]!);
    }
    // The list's own labels (title, columns, filters) come from the collection's definition: resource-definitions.test.ts.
    expect(asked.size).toBeGreaterThan(20);
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
