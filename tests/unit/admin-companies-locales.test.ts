import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../src/shared/locales';
import { PARTNER_TIERS } from '../../src/shared/partners/enums';
import { ROLE_FAMILIES } from '../../src/shared/partners/partner-family';
import { COMPANY_STATES, COMPANY_TAGS } from '../../src/shared/companies/companies.schema';
import { flatten, loadNamespace, placeholders } from './locale-files';

const load = (lang: string) => flatten(loadNamespace('admin-companies', lang));

/** The screens' source files. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('locales/*/admin-companies.json', () => {
  const en = load('en');

  it('has the same keys and placeholders in every language, none empty or left in English', () => {
    for (const lang of LOCALES) {
      const keys = load(lang);
      expect(Object.keys(keys).sort(), lang).toEqual(Object.keys(en).sort());
      for (const [key, text] of Object.entries(keys)) {
        expect(text.trim(), `${lang} ${key}`).not.toBe('');
        expect(placeholders(text), `${lang} ${key}`).toEqual(placeholders(en[key]!));
      }
      if (lang !== 'en') {
        const same = Object.keys(en).filter((key) => keys[key] === en[key] && en[key]!.length > 12);
        expect(same, `${lang}: untranslated`).toEqual([]);
      }
    }
  });

  it('names every tier, tag, state and due badge the screens build keys from', () => {
    const dynamic = [
      ...PARTNER_TIERS.map((tier) => `tiers.${tier}`),
      ...ROLE_FAMILIES.map((family) => `families.${family}`),
      ...COMPANY_TAGS.map((tag) => `tags.${tag}`),
      ...[...COMPANY_STATES, 'accepted', 'pending', 'unpublished', 'valid', 'expiring', 'expired', 'revoked', 'superseded'].map((state) => `states.${state}`),
      // The end customers' due badge (shared/end-customers/collections/customer-columns.ts): the states that have a tone.
      ...(['due', 'overdue'] as const).map((state) => `customers.dues.${state}`),
    ];
    for (const key of dynamic) expect(en[key], key).toBeTruthy();
  });

  it('has every literal key the screens ask for', () => {
    const files = sources('src/client/admin/companies');
    const missing: string[] = [];
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(/\bt\('([a-zA-Z][\w.]*)'/g)) {
        const key = match[1]!;
        if (!(key in en)) missing.push(`${file}: ${key}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
