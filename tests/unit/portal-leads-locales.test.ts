import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../src/shared/locales';
import { LEAD_EVENT_KINDS, LEAD_SOURCES, LEAD_STATUSES } from '../../src/shared/partners/enums';
import { foldProspect, PORTAL_LEAD_STATUSES } from '../../src/shared/leads/leads.schema';
import { flatten, loadNamespace, placeholders } from './locale-files';

const withoutPlural = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const NAMESPACES = {
  'portal-leads': {
    // The lead parts both faces draw (components/leads) ask each face's own namespace for their words.
    dirs: ['src/client/portal/leads', 'src/client/components/leads'],
    dynamic: [
      // A company sees a lead's status as of the moment it reads (expired, waiting for Voltara), never the stored one.
      ...PORTAL_LEAD_STATUSES.map((status) => `statuses.${status}`),
      ...LEAD_EVENT_KINDS.map((kind) => `events.${kind}`),
    ],
  },
  'admin-leads': {
    dirs: ['src/client/admin/leads', 'src/client/components/leads'],
    dynamic: [
      ...LEAD_STATUSES.map((status) => `statuses.${status}`),
      ...LEAD_EVENT_KINDS.map((kind) => `events.${kind}`),
      ...LEAD_SOURCES.map((source) => `sources.${source}`),
      'columns.ref',
    ],
  },
} as const;

for (const [namespace, { dirs, dynamic }] of Object.entries(NAMESPACES)) {
  describe(`locales/*/${namespace}.json`, () => {
    const en = flatten(loadNamespace(namespace, 'en'));
    const enKeys = [...new Set(Object.keys(en).map(withoutPlural))].sort();

    it('names every status, event, source, sort and direction the screens build keys from', () => {
      for (const lang of LOCALES) {
        const keys = flatten(loadNamespace(namespace, lang));
        for (const key of dynamic) expect(keys[key], `${lang} ${key}`).toBeTruthy();
      }
    });

    it('has every fixed key the screens ask for (en)', () => {
      const asked = new Set<string>();
      for (const file of dirs.flatMap(sources)) {
        for (const match of readFileSync(file, 'utf8').matchAll(/\bt\(\s*'([a-zA-Z][\w.-]*)'/g)) asked.add(match[1]!);
      }
      expect(asked.size).toBeGreaterThan(20);
      const known = new Set(Object.keys(en).map(withoutPlural));
      expect([...asked].filter((key) => !known.has(key))).toEqual([]);
    });

    it.each(LOCALES.filter((l) => l !== 'en'))('%s has the same keys and placeholders as en, all filled and translated', (lang) => {
      const other = flatten(loadNamespace(namespace, lang));
      expect([...new Set(Object.keys(other).map(withoutPlural))].sort()).toEqual(enKeys);
      let same = 0;
      for (const [key, text] of Object.entries(other)) {
        expect(text.trim(), `${lang} ${key}`).not.toBe('');
        const english = en[key] ?? en[`${withoutPlural(key)}_other`]!;
        expect(placeholders(text), `${lang} ${key}`).toEqual(placeholders(english));
        if (text === english) same++;
      }
      // Words like "Status" or "Leads" are the same in some languages; whole screens are not.
      expect(same / Object.keys(other).length, lang).toBeLessThan(0.2);
    });
  });
}

describe('foldProspect', () => {
  it('folds case, accents, punctuation and legal forms, so one prospect is one key', () => {
    expect(foldProspect('Nørre Rør A/S')).toBe('norreror');
    expect(foldProspect('ACME Ltd.')).toBe('acme');
    expect(foldProspect('Acme GmbH & Co. KG')).toBe('acme');
    expect(foldProspect('Tuberías del Norte, S.L.')).toBe(foldProspect('TUBERIAS DEL NORTE SL'));
    expect(foldProspect('Nordic Marine Coatings ApS')).toBe(foldProspect('nordic-marine coatings'));
    expect(foldProspect('Ltd')).toBe('ltd');
    expect(foldProspect('%_%')).toBe('');
  });
});
