import { describe, expect, it } from 'vitest';
import { flatten, loadNamespace, placeholders } from './locale-files';
import { INDUSTRIES, PERSON_TITLES } from '../../src/shared/enquiries/form-options';
import { LOCALES } from '../../src/shared/locales';
import { CONSENT_KINDS } from '../../src/shared/logs/gdpr.schema';
import { ContactPreferencesSchema, ProfileSchema } from '../../src/shared/profile/profile.schema';

const load = (lang: string, ns = 'profile') => loadNamespace(ns, lang);

describe('locales/*/profile.json', () => {
  const en = flatten(load('en'));

  it.each(LOCALES.filter((l) => l !== 'en'))('%s has the same keys and placeholders as en, all filled', (lang) => {
    const other = flatten(load(lang));
    expect(Object.keys(other).sort()).toEqual(Object.keys(en).sort());
    for (const [key, text] of Object.entries(other)) {
      expect(text.trim(), `${lang} ${key}`).not.toBe('');
      expect(placeholders(text), `${lang} ${key}`).toEqual(placeholders(en[key]!));
    }
  });

  it.each(LOCALES.filter((l) => l !== 'en'))('%s translates the phrases (no English copies of several words)', (lang) => {
    const other = flatten(load(lang));
    const copies = Object.entries(other).filter(([key, text]) => text === en[key] && /\s/.test(text.replace(/\{\{\w+\}\}/g, '')));
    expect(copies).toEqual([]);
  });

  it('has a label for every field, title, industry and consent kind the pages show', () => {
    for (const field of Object.keys(ProfileSchema.shape)) expect(en[`fields.${field === 'countryId' ? 'country' : field}`], field).toBeTruthy();
    for (const field of Object.keys(ContactPreferencesSchema.shape)) {
      expect(en[`contact.${field}`], field).toBeTruthy();
      expect(en[`contact.fields.${field}`], field).toBeTruthy();
    }
    for (const title of PERSON_TITLES) expect(en[`personTitles.${title}`], title).toBeTruthy();
    for (const industry of INDUSTRIES) expect(en[`industries.${industry}`], industry).toBeTruthy();
    for (const kind of CONSENT_KINDS) expect(en[`history.kinds.${kind}`], kind).toBeTruthy();
  });

  it.each([...LOCALES])('%s words the two consents as registration does (one consent, one sentence)', (lang) => {
    const profile = flatten(load(lang));
    const auth = flatten(load(lang, 'auth'));
    expect(profile['contact.dealerSharing']).toBe(auth['register.dealerSharing']);
    expect(profile['contact.marketing']).toBe(auth['register.marketing']);
  });

  it('uses SPEC.md section 3 labels and its validation summary in English', () => {
    expect(en['profile.sections.returnAddress']).toBe('Return address');
    expect(en['errors.title']).toBe('Missing / invalid information');
    expect(en['errors.text']).toBe('Please go through the form and fix your errors');
    expect(en['profile.saved']).toBe('Your details have been updated.');
  });
});
