import { readdirSync, readFileSync } from 'node:fs';
import { flatten, loadNamespace, placeholders } from './locale-files';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CERTIFICATE_KINDS } from '../../src/shared/certificates/enums';
import { LOCALES } from '../../src/shared/locales';
import { CHECKSUM_ALGORITHMS } from '../../src/shared/serials/check-digit';
import { SERIAL_STATUSES, SERVICE_KINDS } from '../../src/shared/serials/enums';

const load = (lang: string) => loadNamespace('admin-service', lang);
/** Plural forms differ by language (French has _many, English has not): compare the keys without them. */
const withoutPlural = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');

/** The screens' source files (the three admin folders, their shared ui included). */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('locales/*/admin-service.json', () => {
  const en = flatten(load('en'));
  const enKeys = [...new Set(Object.keys(en).map(withoutPlural))].sort();

  it('names every value of the shared enums the screens show', () => {
    for (const lang of LOCALES) {
      const keys = flatten(load(lang));
      for (const status of SERIAL_STATUSES) expect(keys[`serialStatuses.${status}`], `${lang} serialStatuses.${status}`).toBeTruthy();
      for (const kind of SERVICE_KINDS) expect(keys[`serviceKinds.${kind}`], `${lang} serviceKinds.${kind}`).toBeTruthy();
      for (const kind of CERTIFICATE_KINDS) expect(keys[`certificateKinds.${kind}`], `${lang} certificateKinds.${kind}`).toBeTruthy();
      for (const algorithm of CHECKSUM_ALGORITHMS) expect(keys[`algorithms.${algorithm}`], `${lang} algorithms.${algorithm}`).toBeTruthy();
    }
  });

  it('has every fixed key the screens ask for (en)', () => {
    const files = ['src/client/admin/serials', 'src/client/admin/returns', 'src/client/admin/certificates'].flatMap(sources);
    const asked = new Set<string>();
    for (const file of files) {
      for (const match of readFileSync(file, 'utf8').matchAll(/\bt\(\s*'([a-zA-Z][\w.-]*)'/g)) asked.add(match[1]!);
    }
    expect(asked.size).toBeGreaterThan(100);
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
