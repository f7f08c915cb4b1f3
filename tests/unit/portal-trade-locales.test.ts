import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../src/shared/locales';
import { PARTNER_TIERS } from '../../src/shared/partners/enums';
import { PRICE_IMPORT_MODES } from '../../src/shared/trade/pricelist.schema';
import { SALE_CSV_COLUMNS, SALE_PERIODS } from '../../src/shared/trade/sales.schema';
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

const NAMESPACES = [
  {
    ns: 'portal-trade',
    dirs: ['src/client/portal/trade'],
    dynamic: [
      ...SALE_PERIODS.map((period) => `sales.totals.periods.${period}`),
      ...PARTNER_TIERS.map((tier) => `tiers.${tier}`),
      'sales.record.kinds.serial',
      'sales.record.kinds.model',
      ...SALE_CSV_COLUMNS.map((column) => `sales.import.format.columns.${column}`),
      ...['hint', 'file', 'paste', 'submit', 'running', 'tooLarge', 'written', 'refused', 'line', 'column', 'problem'].map((key) => `import.${key}`),
    ],
  },
  {
    ns: 'admin-pricelists',
    dirs: ['src/client/admin/pricelists'],
    dynamic: [
      ...PARTNER_TIERS.map((tier) => `tiers.${tier}`),
      ...PRICE_IMPORT_MODES.map((mode) => `import.modes.${mode}`),
      ...['hint', 'file', 'paste', 'submit', 'running', 'tooLarge', 'written', 'refused', 'line', 'column', 'problem'].map((key) => `import.${key}`),
    ],
  },
] as const;

describe.each(NAMESPACES)('locales/*/$ns.json', ({ ns, dirs, dynamic }) => {
  const en = flatten(loadNamespace(ns, 'en'));
  const enKeys = [...new Set(Object.keys(en).map(withoutPlural))].sort();

  it('has every key the screens ask for, fixed or built from values', () => {
    const asked = new Set<string>(dynamic);
    for (const dir of dirs) {
      for (const file of sources(dir)) {
        for (const match of readFileSync(file, 'utf8').matchAll(/\bt\(\s*'([a-zA-Z][\w.-]*)'/g)) asked.add(match[1]!);
      }
    }
    const known = new Set(Object.keys(en).map(withoutPlural));
    expect([...asked].filter((key) => !known.has(key))).toEqual([]);
  });

  it.each(LOCALES.filter((l) => l !== 'en'))('%s has the same keys and placeholders as en, all translated', (lang) => {
    const other = flatten(loadNamespace(ns, lang));
    expect([...new Set(Object.keys(other).map(withoutPlural))].sort()).toEqual(enKeys);
    for (const [key, text] of Object.entries(other)) {
      expect(text.trim(), `${lang} ${key}`).not.toBe('');
      const english = en[key] ?? en[`${withoutPlural(key)}_other`]!;
      expect(placeholders(text), `${lang} ${key}`).toEqual(placeholders(english));
      if (/\s/.test(text.replace(/\{\{\w+\}\}/g, ''))) expect(text, `${lang} ${key} is an English copy`).not.toBe(en[key]);
    }
  });
});
