import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CERTIFICATE_STATES } from '../../src/shared/certificates/enums';
import { LOCALES } from '../../src/shared/locales';
import { HELP_CATEGORIES } from '../../src/shared/help-centre/helpcenter.types';
import { flatten, loadNamespace, placeholders } from './locale-files';

const load = (lang: string) => loadNamespace('portal-pages', lang);
/** Plural forms differ by language (French has _many, English has not): compare the keys without them. */
const withoutPlural = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');

/** The three pages' source files (help centre, certificates, returns) and their shared pieces. */
const SCREENS = ['src/client/portal/helpcenter', 'src/client/portal/certificates', 'src/client/portal/returns', 'src/client/portal/ui'];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('locales/*/portal-pages.json', () => {
  const en = flatten(load('en'));
  const enKeys = [...new Set(Object.keys(en).map(withoutPlural))].sort();

  it('names every help category and every certificate state', () => {
    for (const lang of LOCALES) {
      const keys = flatten(load(lang));
      for (const category of HELP_CATEGORIES) expect(keys[`helpcenter.categories.${category}`], `${lang} ${category}`).toBeTruthy();
      for (const state of CERTIFICATE_STATES) expect(keys[`certificates.states.${state}`], `${lang} ${state}`).toBeTruthy();
    }
  });

  it('has every key the screens ask for (en)', () => {
    const asked = new Set<string>();
    for (const file of SCREENS.flatMap(sources)) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(/\bt\(\s*'([a-zA-Z][\w.-]*)'/g)) asked.add(match[1]!);
      // Column and detail labels are read through small helpers: c('holder') → certificates.columns.holder.
      if (file.includes('certificates')) for (const match of text.matchAll(/\bc\('(\w+)'\)/g)) asked.add(`certificates.columns.${match[1]}`);
      if (file.includes('returns')) {
        for (const match of text.matchAll(/\bc\('(\w+)'\)/g)) asked.add(`returns.columns.${match[1]}`);
        for (const match of text.matchAll(/\bd\('([\w.]+)'\)/g)) asked.add(`returns.detail.${match[1]}`);
      }
    }
    // The returns' list reads its labels from the returns namespace (a collection's definition), the dialog from here.
    expect(asked.size).toBeGreaterThan(35);
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
