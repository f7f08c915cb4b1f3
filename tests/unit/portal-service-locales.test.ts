import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../src/shared/locales';
import { AUDIT_RATINGS, AUDIT_STATUSES, SERVICE_JOB_KINDS, SERVICE_JOB_STATUSES } from '../../src/shared/partners/enums';
import { auditScore } from '../../src/shared/service-centre/audits.schema';
import { flatten, loadNamespace, placeholders } from './locale-files';

const load = (lang: string) => loadNamespace('portal-service', lang);
const withoutPlural = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('locales/*/portal-service.json', () => {
  const en = flatten(load('en'));
  const enKeys = [...new Set(Object.keys(en).map(withoutPlural))].sort();

  it('names every status, kind, rating and state the screens build keys from', () => {
    const dynamic = [
      ...SERVICE_JOB_STATUSES.map((status) => `status.${status}`),
      ...SERVICE_JOB_KINDS.map((kind) => `kind.${kind}`),
      ...AUDIT_STATUSES.map((status) => `auditStatus.${status}`),
      ...AUDIT_RATINGS.map((rating) => `rating.${rating}`),
      ...['done', 'overdue', 'soon', 'open'].map((state) => `actionState.${state}`),
      ...['overdue', 'soon', 'planned', 'unknown'].map((state) => `audits.next.${state}`),
      ...['serial', 'instrument', 'customer', 'kind', 'status', 'received', 'certificate', 'auditedOn', 'auditor', 'score', 'auditStatus', 'openActions'].map((column) => `columns.${column}`),
      ...['action', 'owner', 'dueOn', 'state', 'done'].map((column) => `actions.${column}`),
      ...['question', 'rating', 'comment'].map((column) => `answers.${column}`),
      ...['parameter', 'nominal', 'reading', 'tolerance', 'uncertainty', 'result'].map((column) => `complete.${column}`),
    ];
    for (const lang of LOCALES) {
      const keys = flatten(load(lang));
      for (const key of dynamic) expect(keys[key], `${lang} ${key}`).toBeTruthy();
    }
  });

  it('has every fixed key the screens ask for (en)', () => {
    const asked = new Set<string>();
    for (const file of sources('src/client/portal/service-centre')) {
      for (const match of readFileSync(file, 'utf8').matchAll(/\bt\(\s*'([a-zA-Z][\w.-]*\.[\w.-]+)'/g)) asked.add(match[1]!);
    }
    expect(asked.size).toBeGreaterThan(100);
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

describe('auditScore', () => {
  it('is the points won of the points possible, n.a. left out, rounded; null with nothing rated', () => {
    expect(auditScore(['2', '2'])).toBe(100);
    expect(auditScore(['2', '1', '0', 'na'])).toBe(50);
    expect(auditScore(['1', '1', '2'])).toBe(67);
    expect(auditScore(['0'])).toBe(0);
    expect(auditScore(['na', 'na'])).toBeNull();
    expect(auditScore([])).toBeNull();
  });
});
