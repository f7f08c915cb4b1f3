import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../src/shared/locales';
import { adminAuditsResource } from '../../src/shared/service-centre/collections/admin-audits';
import { adminServiceJobsResource } from '../../src/shared/service-centre/collections/admin-service-jobs';
import type { ResourceDef } from '../../src/shared/collections/types';
import { flatten, loadNamespace, placeholders } from './locale-files';

/** locales/<lang>/admin-audits.json: the back office's partner audits and service jobs (issue 27). */
const load = (lang: string) => loadNamespace('admin-audits', lang);
const withoutPlural = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');
const DIRS = ['src/client/admin/partner-audits', 'src/client/admin/service-jobs'];

/** The keys the two lists' definitions name (their option labels are checked by resource-definitions.test.ts). */
const definitionKeys = (def: ResourceDef): string[] =>
  [def.title, def.singular, def.lead, def.empty, def.noMatch, def.searchHint, ...def.columns.map((column) => column.label), ...def.filters.map((filter) => filter.label)].filter(
    (key): key is string => key !== undefined,
  );

const sources = (dir: string): string[] => readdirSync(dir).filter((name) => /\.tsx?$/.test(name)).map((name) => join(dir, name));

describe('locales/*/admin-audits.json', () => {
  const en = flatten(load('en'));
  const enKeys = [...new Set(Object.keys(en).map(withoutPlural))].sort();

  it('has every key the screens ask for, fixed or built from a column (en)', () => {
    const asked = new Set<string>([
      ...['company', 'auditedOn', 'auditor', 'status', 'score', 'reviewScore', 'openActions', 'nextAudit'].map((column) => `audits.columns.${column}`),
      ...['serial', 'company', 'instrument', 'customer', 'kind', 'status', 'received', 'certificate'].map((column) => `jobs.columns.${column}`),
      ...['action', 'owner', 'dueOn', 'state', 'done'].map((column) => `actions.${column}`),
      ...[adminAuditsResource, adminServiceJobsResource].flatMap(definitionKeys),
    ]);
    for (const file of DIRS.flatMap(sources)) {
      for (const match of readFileSync(file, 'utf8').matchAll(/\bt\(\s*'([a-zA-Z][\w.-]*\.[\w.-]+)'/g)) if (!match[1]!.includes(':')) asked.add(match[1]!);
    }
    expect(asked.size).toBeGreaterThan(80);
    const known = new Set(Object.keys(en).map(withoutPlural));
    expect([...asked].filter((key) => !known.has(key))).toEqual([]);
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
