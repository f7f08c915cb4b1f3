import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALE_CODES, LOCALES } from '../../src/shared/locales';
import { flatten, loadNamespace, placeholders } from './locale-files';

const load = (lang: string) => loadNamespace('admin-courses', lang);
/** Plural forms differ by language (French has _many, English has not): compare the keys without them. */
const withoutPlural = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');

/** The course screens, and the definitions of their collections (whose labels are keys of this namespace). */
const SCREENS = ['src/client/admin/courses', 'src/shared/courses/collections'];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The keys the screens build from a variable part (languages.DE, fields.answers ...): each must exist too. */
const BUILT_KEYS = [
  ...LOCALE_CODES.map((code) => `languages.${code}`),
  ...['overview', 'courses', 'users'].map((key) => `nav.${key}`),
  ...['course', 'status', 'questions', 'enrolments', 'passed', 'failed', 'passRate', 'recent'].map((key) => `overview.columns.${key}`),
  ...['title', 'status', 'hours', 'questions', 'learners', 'sort', 'updated'].map((key) => `list.columns.${key}`),
  ...['learner', 'course', 'enrolled', 'attempts', 'passed', 'certificate'].map((key) => `users.columns.${key}`),
  ...['documents', 'videos', 'questions', 'answers'].map((key) => `form.place.${key}`),
  // OrderedItems reads the documents' and the videos' list texts by the list's name.
  ...['documents', 'videos'].flatMap((list) => ['empty', 'item', 'moveUp', 'moveDown', 'remove', 'removeMessage', 'add'].map((key) => `${list}.${key}`)),
  ...['title', 'description', 'text', 'explanation', 'hours', 'passingScore', 'attemptsPerDay', 'questionsPerAttempt', 'validityMonths', 'published', 'sort', 'fileId', 'posterFileId', 'durationSeconds', 'answers', 'captions'].map(
    (key) => `fields.${key}`,
  ),
];

describe('locales/*/admin-courses.json', () => {
  const en = flatten(load('en'));
  const enKeys = [...new Set(Object.keys(en).map(withoutPlural))].sort();

  it('has every key the course screens ask for (en)', () => {
    const asked = new Set<string>(BUILT_KEYS);
    for (const file of SCREENS.flatMap(sources)) {
      for (const match of readFileSync(file, 'utf8').matchAll(/\bt\(\s*'([a-zA-Z][\w.-]*)'/g)) asked.add(match[1]!);
    }
    expect(asked.size).toBeGreaterThan(150);
    const known = new Set(Object.keys(en).map(withoutPlural));
    expect([...asked].filter((key) => !key.includes(':') && !known.has(key))).toEqual([]);
  });

  it('has no key the screens never ask for', () => {
    const text = SCREENS.flatMap(sources).map((file) => readFileSync(file, 'utf8')).join('\n');
    const unused = enKeys.filter((key) => !BUILT_KEYS.includes(key) && !text.includes(`'${key}'`));
    expect(unused).toEqual([]);
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
