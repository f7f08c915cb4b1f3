import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { flatten, loadNamespace, placeholders } from './locale-files';
import { LOCALES } from '../../src/shared/locales';
import { counted, fill, serverTexts } from '../../src/server/texts';

/**
 * The texts only the server writes (locales/<lang>/server/*.json, docs/decisions/0082): every language has every key
 * with the same placeholders, none is empty, and none is an English copy of a phrase. The compiler already refuses a
 * language missing a key (server/texts.ts); this also catches extra keys and placeholders that differ.
 */
const FILES = readdirSync('locales/en/server')
  .filter((file) => file.endsWith('.json'))
  .map((file) => `server/${file.slice(0, -'.json'.length)}`);

/**
 * Keys whose text is the same in English and another language on purpose: proper names, codes and words the
 * language writes the same way. One line per file; a key is its dotted path.
 */
const SAME_AS_ENGLISH: Record<string, readonly string[]> = {
  'server/mail': [],
  'server/messages': [],
  'server/pdf': [],
  'server/validation': [],
};

describe('locales/*/server/*.json', () => {
  it('are listed here, each file with its allowed English copies', () => {
    expect(FILES.sort()).toEqual(Object.keys(SAME_AS_ENGLISH).sort());
  });

  describe.each(FILES)('%s', (file) => {
    const en = flatten(loadNamespace(file, 'en'));

    it.each(LOCALES.filter((lang) => lang !== 'en'))('%s has the same keys and placeholders as en, all filled', (lang) => {
      const other = flatten(loadNamespace(file, lang));
      expect(Object.keys(other).sort()).toEqual(Object.keys(en).sort());
      for (const [key, text] of Object.entries(other)) {
        expect(text.trim(), `${lang} ${key}`).not.toBe('');
        expect(placeholders(text), `${lang} ${key}`).toEqual(placeholders(en[key]!));
      }
    });

    it.each(LOCALES.filter((lang) => lang !== 'en'))('%s translates its phrases (no English copies)', (lang) => {
      const allowed = new Set(SAME_AS_ENGLISH[file]);
      const other = flatten(loadNamespace(file, lang));
      const copies = Object.entries(other).filter(
        ([key, text]) => !allowed.has(key) && text === en[key] && /\s/.test(text.replace(/\{\{\w+\}\}/g, '').trim()),
      );
      expect(copies).toEqual([]);
    });

    it('writes placeholders one way only, {{name}}', () => {
      const single = Object.entries(en).filter(([, text]) => /(^|[^{])\{\w+\}(?!\})/.test(text));
      expect(single).toEqual([]);
    });
  });

  it('fill() writes the values of a text in, and nothing for a value not given', () => {
    expect(fill('Return {{rma}}: {{status}}', { rma: 'RMA-1', status: 'received' })).toBe('Return RMA-1: received');
    expect(fill('{{n}} of {{total}}', { n: 2 })).toBe('2 of ');
    expect(serverTexts('de').leads.closed).not.toBe(serverTexts('en').leads.closed);
  });

  it('counted() picks the form of a count by the language, zero where a text has one', () => {
    const forms = { one: '{{count}} item', other: '{{count}} items' };
    expect([0, 1, 2].map((n) => counted('en', forms, n))).toEqual(['0 items', '1 item', '2 items']);
    expect(counted('fr', forms, 0)).toBe('0 item');
    expect(counted('en', { ...forms, zero: 'none' }, 0)).toBe('none');
  });
});
