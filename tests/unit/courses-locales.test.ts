import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CERTIFICATE_STATES } from '../../src/shared/certificates/enums';
import { COURSE_STATUSES } from '../../src/shared/courses/enums';
import { LOCALES } from '../../src/shared/locales';
import { flatten, loadNamespace, placeholders } from './locale-files';

const load = (lang: string) => loadNamespace('courses', lang);
/** Plural forms differ by language (French has _many, English has not): compare the keys without them. */
const withoutPlural = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');

const DIR = 'src/client/account/courses';
const sources = () => readdirSync(DIR).filter((name) => /\.tsx?$/.test(name)).map((name) => join(DIR, name));

describe('locales/*/courses.json', () => {
  const en = flatten(load('en'));
  const known = new Set(Object.keys(en).map(withoutPlural));

  it('names every course status (shared/courses/enums.ts) in every language', () => {
    for (const lang of LOCALES) {
      const keys = flatten(load(lang));
      for (const status of COURSE_STATUSES) expect(keys[`statuses.${status}`], `${lang} statuses.${status}`).toBeTruthy();
    }
  });

  it('has every fixed key the course pages ask for (en)', () => {
    const asked = new Set<string>();
    for (const file of sources()) {
      for (const match of readFileSync(file, 'utf8').matchAll(/\bt\(\s*'([a-zA-Z][\w.:-]*)'/g)) asked.add(match[1]!);
    }
    expect(asked.size).toBeGreaterThan(80);
    expect([...asked].filter((key) => !key.includes(':') && !known.has(key))).toEqual([]);
  });

  it('has the keys the pages build from a value', () => {
    const built = [
      ...['course', 'status', 'score'].map((column) => `columns.${column}`),
      ...['date', 'score', 'result', 'details'].map((column) => `attempts.columns.${column}`),
      ...['title', 'name', 'type', 'size'].map((column) => `files.columns.${column}`),
      ...['start', 'resume', 'retake', 'renew', 'jumpAnswered', 'jumpUnanswered'].map((key) => `test.${key}`),
    ];
    expect(built.filter((key) => !known.has(key))).toEqual([]);
  });

  it('keeps the English labels the browser tests find the pages by', () => {
    expect(['course', 'status', 'score'].map((column) => en[`columns.${column}`])).toEqual(['Course', 'Status', 'Score']);
    expect(['start', 'resume', 'retake', 'submit', 'exit', 'next', 'previous'].map((key) => en[`test.${key}`])).toEqual([
      'Start test',
      'Resume test',
      'Retake test',
      'Submit test',
      'Exit test',
      'Next',
      'Previous',
    ]);
    expect(en['certificate.download']).toBe('Download certificate');
    expect(en['results.title']).toBe('Test results');
    expect(en['test.selectAll']).toBe('Select all that apply');
  });

  it.each(LOCALES.filter((l) => l !== 'en'))('%s has the same keys and placeholders as en, all filled', (lang) => {
    const other = flatten(load(lang));
    expect([...new Set(Object.keys(other).map(withoutPlural))].sort()).toEqual([...known].sort());
    for (const [key, text] of Object.entries(other)) {
      expect(text.trim(), `${lang} ${key}`).not.toBe('');
      const english = en[key] ?? en[`${withoutPlural(key)}_other`]!;
      expect(placeholders(text), `${lang} ${key}`).toEqual(placeholders(english));
    }
  });

  it.each(LOCALES.filter((l) => l !== 'en'))('%s has the plural forms its language uses', (lang) => {
    const other = flatten(load(lang));
    const categories = new Intl.PluralRules(lang).resolvedOptions().pluralCategories;
    const plural = Object.keys(en).filter((key) => key.endsWith('_other')).map(withoutPlural);
    for (const base of plural) {
      for (const category of categories) {
        // "many" is only for very large numbers in es, fr and pt: the counts here never need it, but it is there.
        expect(other[`${base}_${category}`], `${lang} ${base}_${category}`).toBeTruthy();
      }
    }
  });

  it.each(LOCALES.filter((l) => l !== 'en'))('%s translates the phrases (no English copies of several words)', (lang) => {
    const other = flatten(load(lang));
    const copies = Object.entries(other).filter(([key, text]) => text === en[key] && /\s/.test(text.replace(/\{\{\w+\}\}/g, '')));
    expect(copies).toEqual([]);
  });

  it('names the certificate states the course page shows (instruments namespace)', () => {
    for (const lang of LOCALES) {
      const keys = flatten(loadNamespace('instruments', lang));
      for (const state of CERTIFICATE_STATES) expect(keys[`certificateStates.${state}`], `${lang} ${state}`).toBeTruthy();
    }
  });
});
