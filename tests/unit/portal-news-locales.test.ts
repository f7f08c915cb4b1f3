import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../src/shared/locales';
import { ANNOUNCEMENT_ROLES, ANNOUNCEMENT_STATES } from '../../src/shared/announcements/announcements.schema';
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

/** The namespaces of the announcements' and messages' screens: the portal's and the back office's, each with the keys built at run time. */
const NAMESPACES = [
  {
    ns: 'portal-news',
    dirs: ['src/client/portal/announcements', 'src/client/portal/messages'],
    dynamic: ['subject', 'lastPost', 'posts', 'status'].map((column) => `inbox.columns.${column}`),
  },
  {
    ns: 'admin-news',
    dirs: ['src/client/admin/announcements', 'src/client/admin/messages'],
    dynamic: [
      ...ANNOUNCEMENT_ROLES.map((role) => `roles.${role}`),
      ...ANNOUNCEMENT_STATES.map((state) => `states.${state}`),
      ...['announcements', 'messages', 'send'].map((tab) => `nav.${tab}`),
      ...['title', 'audience', 'window', 'state', 'emailed', 'reads'].map((column) => `announcements.columns.${column}`),
      ...['subject', 'company', 'lastPost', 'posts', 'status'].map((column) => `messages.columns.${column}`),
      ...['name', 'email', 'company', 'language'].map((column) => `sendDialog.columns.${column}`),
    ],
  },
] as const;

describe.each(NAMESPACES)('locales/*/$ns.json', ({ ns, dirs, dynamic }) => {
  const en = flatten(loadNamespace(ns, 'en'));
  const known = new Set(Object.keys(en).map(withoutPlural));

  it('has every key the screens ask for, fixed and built (en)', () => {
    const asked = new Set<string>(dynamic);
    for (const file of dirs.flatMap(sources)) {
      for (const match of readFileSync(file, 'utf8').matchAll(/\bt\(\s*'([a-zA-Z][\w.-]*)'/g)) asked.add(match[1]!);
    }
    expect([...asked].filter((key) => !known.has(key))).toEqual([]);
  });

  it.each(LOCALES.filter((l) => l !== 'en'))('%s has the same keys and placeholders as en, all filled and translated', (lang) => {
    const other = flatten(loadNamespace(ns, lang));
    expect([...new Set(Object.keys(other).map(withoutPlural))].sort()).toEqual([...known].sort());
    for (const [key, text] of Object.entries(other)) {
      expect(text.trim(), `${lang} ${key}`).not.toBe('');
      const english = en[key] ?? en[`${withoutPlural(key)}_other`]!;
      expect(placeholders(text), `${lang} ${key}`).toEqual(placeholders(english));
      if (/\s/.test(english.replace(/\{\{\w+\}\}/g, ''))) expect(text, `${lang} ${key} is an English copy`).not.toBe(english);
    }
  });
});
