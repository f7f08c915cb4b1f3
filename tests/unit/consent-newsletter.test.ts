import { readFileSync } from 'node:fs';
import { describe, it, expect } from 'vitest';
import { newsletterFieldErrors, splitLinkText, takeNewsletterParam } from '../../src/client/layouts/default/newsletter/newsletter-messages';
import { LOCALES } from '../../src/shared/locales';

const load = (locale: string, namespace: string) =>
  // `any`: nested translation objects walked by dotted keys below.
  JSON.parse(readFileSync(new URL(`../../locales/${locale}/${namespace}.json`, import.meta.url), 'utf8')) as Record<string, any>;

/** Dotted key paths of a translation file. */
function keys(value: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(value).flatMap(([key, inner]) =>
    typeof inner === 'object' && inner !== null ? keys(inner as Record<string, unknown>, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

describe('newsletter field errors (SPEC.md sections 5 and 8)', () => {
  it("maps a server error on name or email to 'invalid' and on privacy to 'agree'", () => {
    expect(
      newsletterFieldErrors({
        name: ['The name field is required.'],
        email: ['The email field must be a valid email address.'],
        privacy: ['The privacy field must be accepted.'],
      }),
    ).toEqual({ name: 'errors.invalid', email: 'errors.invalid', privacy: 'errors.agree' });
    expect(newsletterFieldErrors({ email: ['x'] })).toEqual({ email: 'errors.invalid' });
    expect(newsletterFieldErrors({ name: [] })).toEqual({});
    expect(newsletterFieldErrors({})).toEqual({});
  });

  it('words them as the spec does in English', () => {
    const en = load('en', 'newsletter');
    expect(en.errors.invalid).toBe('Missing / invalid information');
    expect(en.errors.agree).toBe('You must agree to our privacy policy');
  });
});

describe('?newsletter= of the double opt-in link', () => {
  it('takes the known values and keeps the rest of the query', () => {
    expect(takeNewsletterParam('newsletter=confirmed')).toEqual({ value: 'confirmed', rest: '' });
    expect(takeNewsletterParam('?lang=de&newsletter=invalid')).toEqual({ value: 'invalid', rest: '?lang=de' });
    expect(takeNewsletterParam('newsletter=signup&x=1')).toEqual({ value: 'signup', rest: '?x=1' });
  });

  it('ignores absent and unknown values', () => {
    expect(takeNewsletterParam('')).toBeNull();
    expect(takeNewsletterParam('lang=fr')).toBeNull();
    expect(takeNewsletterParam('newsletter=<script>')).toBeNull();
  });
});

describe('consent and newsletter translations', () => {
  for (const namespace of ['consent', 'newsletter']) {
    it(`${namespace}.json has every key, translated, in all six languages`, () => {
      const en = load('en', namespace);
      for (const locale of LOCALES) {
        const file = load(locale, namespace);
        expect(keys(file).sort(), `${locale}/${namespace}`).toEqual(keys(en).sort());
        for (const key of keys(file)) {
          const text = key.split('.').reduce<any>((node, part) => node[part], file);
          expect(typeof text === 'string' && text.trim().length > 0, `${locale} ${key}`).toBe(true);
        }
        if (locale !== 'en') {
          const same = keys(en).filter((key) => key.split('.').reduce<any>((n, p) => n[p], en) === key.split('.').reduce<any>((n, p) => n[p], file));
          // Names such as "Name", "E-mail" or "Newsletter" may coincide; whole sentences may not.
          expect(same.filter((key) => !['name', 'email', 'title'].includes(key)), locale).toEqual([]);
        }
      }
    });
  }

  it('keeps the link markup of the privacy agreement in every language', () => {
    for (const locale of LOCALES) {
      const { link } = splitLinkText(load(locale, 'newsletter').privacy);
      expect(link.trim().length, locale).toBeGreaterThan(0);
      expect(link, locale).not.toMatch(/[<>]/);
    }
    expect(splitLinkText('I agree to the <link>privacy policy</link>.')).toEqual({ before: 'I agree to the ', link: 'privacy policy', after: '.' });
    expect(splitLinkText('Privacy')).toEqual({ before: '', link: 'Privacy', after: '' });
  });
});
