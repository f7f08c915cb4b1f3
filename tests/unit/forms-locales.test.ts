import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../src/shared/locales';

type Tree = { [key: string]: string | Tree };
const load = (lang: string, namespace = 'forms'): Tree => JSON.parse(readFileSync(`locales/${lang}/${namespace}.json`, 'utf8')) as Tree;
const flatten = (tree: Tree, prefix = ''): Record<string, string> =>
  Object.fromEntries(
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === 'string' ? [[`${prefix}${key}`, value]] : Object.entries(flatten(value, `${prefix}${key}.`)),
    ),
  );
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
const tags = (text: string) => [...text.matchAll(/<\/?(\w+)>/g)].map((m) => m[0]).sort();

const ROUTE_TITLES = ['contact', 'distributorApply', 'training', 'trainingCoatings', 'trainingPlastics', 'trainingSubsea', 'trainingMedical', 'trainingLeakDetection', 'calibration', 'calibrationBook'];

describe('locales/*/forms.json', () => {
  const en = flatten(load('en'));

  it('has the messages of SPEC.md sections 5 and 8 in their exact English wording', () => {
    expect(en['summary.title']).toBe('Missing / invalid information');
    expect(en['errors.invalid']).toBe('Missing / invalid information');
    expect(en['summary.text']).toBe('Please go through the form and fix your errors');
    expect(en['errors.above']).toBe('You must agree to the above');
    expect(en['errors.terms']).toBe('You must agree to our privacy policy');
    expect(en['errors.dealer']).toBe('You must agree for your information to be passed to your local dealer');
    expect(en['success.application']).toContain('We will get back to you shortly');
    expect(en['success.contact']).toMatch(/^Message sent\./);
    expect(en['success.booking']).toMatch(/^Enquiry received\./);
  });

  it.each(LOCALES.filter((l) => l !== 'en'))('%s has the same keys, placeholders and link tags as en, all filled and translated', (lang) => {
    const other = flatten(load(lang));
    expect(Object.keys(other).sort()).toEqual(Object.keys(en).sort());
    for (const [key, text] of Object.entries(other)) {
      expect(text.trim(), `${lang} ${key}`).not.toBe('');
      expect(placeholders(text), `${lang} ${key}`).toEqual(placeholders(en[key]!));
      expect(tags(text), `${lang} ${key}`).toEqual(tags(en[key]!));
      // A phrase of several words left in English is an untranslated copy.
      if (/\s/.test(text.replace(/\{\{\w+\}\}/g, '').trim())) expect(text, `${lang} ${key}`).not.toBe(en[key]);
    }
  });

  it('titles the pages as the route table does, in every language', () => {
    for (const lang of LOCALES) {
      const routes = flatten(load(lang, 'routes'));
      const forms = flatten(load(lang));
      for (const id of ROUTE_TITLES) expect(forms[`titles.${id}`], `${lang} ${id}`).toBe(routes[id]);
      expect(forms['crumbs.distributors'], lang).toBe(routes.distributors);
    }
  });
});
