import { describe, expect, it } from 'vitest';
import { flatten, loadNamespace, placeholders } from './locale-files';
import { CERTIFICATE_KINDS, CERTIFICATE_STATES, VERIFICATION_STATES } from '../../src/shared/certificates/enums';
import { LOCALES } from '../../src/shared/locales';
import { BOOKING_TYPES, RETURN_STATUSES } from '../../src/shared/returns/enums';
import { SERVICE_KINDS } from '../../src/shared/serials/enums';

const load = (lang: string) => loadNamespace('instruments', lang);

describe('locales/*/instruments.json', () => {
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

  it('names every value the pages look up by enum (kinds, states, services, returns)', () => {
    const keys = [
      ...CERTIFICATE_KINDS.flatMap((kind) => [`kinds.${kind}`, `verify.eventOn.${kind}`]),
      ...CERTIFICATE_STATES.map((state) => `certificateStates.${state}`),
      ...VERIFICATION_STATES.flatMap((state) => [`verify.states.${state}`, `verify.states.${state}Text`]),
      ...SERVICE_KINDS.map((kind) => `serviceKinds.${kind}`),
      ...BOOKING_TYPES.map((type) => `bookingTypes.${type}`),
      ...RETURN_STATUSES.map((status) => `returnStatuses.${status}`),
      'due.due',
      'due.overdue',
    ];
    expect(keys.filter((key) => !(key in en))).toEqual([]);
  });

  it("keeps SPEC.md's exact English words", () => {
    expect(en['noResults']).toBe('No results found');
    expect(en['registration.confirm.title']).toBe('Is this correct?');
    expect(en['registration.done.title']).toBe('Registration complete');
    expect(['serial', 'model', 'date', 'certificate', 'serialNumber', 'nextDue'].map((c) => en[`columns.${c}`])).toEqual([
      'Serial',
      'Model',
      'Date',
      'Certificate',
      'Serial Number',
      'Next Service Due',
    ]);
  });
});
