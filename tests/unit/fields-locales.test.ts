import { describe, expect, it } from 'vitest';
import { PRIVACY_FORM_LABELS } from '../../src/shared/privacy/privacy.schema';
import { ENQUIRY_FORM_LABELS } from '../../src/shared/enquiries/form-labels';
import { fieldNameOf, OWN_LABELS, SITE_FIELDS, SITE_ITEMS, type FormLabels, type LabelKey, type LabelTexts } from '../../src/shared/field-labels';
import { LOCALES, type Locale } from '../../src/shared/locales';
import { RETURN_FORM_LABELS } from '../../src/shared/returns/form-labels';
import { flatten, loadNamespace, placeholders } from './locale-files';

/** locales/*\/fields.json and the one mapping of field paths to labels (shared/field-labels.ts, issue 29 item 3). */
const load = (lang: string) => flatten(loadNamespace('fields', lang));

function textOf(lang: Locale, key: LabelKey): string | undefined {
  const colon = key.indexOf(':');
  return flatten(loadNamespace(key.slice(0, colon), lang))[key.slice(colon + 1)];
}

const texts = (lang: Locale): LabelTexts => ({
  text: (key, values = {}) => (textOf(lang, key) ?? key).replace(/\{\{(\w+)\}\}/g, (whole, name: string) => String(values[name] ?? whole)),
  numbers: (key) => (textOf(lang, key) ?? '').includes('{{n}}'),
});

describe('locales/*/fields.json', () => {
  const en = load('en');

  it('holds a label for each name the mapping sends there, and nothing else', () => {
    const labels = Object.keys(en).filter((key) => !key.startsWith('compose.'));
    expect(labels.sort()).toEqual([...OWN_LABELS].sort());
  });

  it.each(LOCALES.filter((l) => l !== 'en'))('%s has the same keys and placeholders as en, all filled', (lang) => {
    const other = load(lang);
    expect(Object.keys(other).sort()).toEqual(Object.keys(en).sort());
    for (const [key, text] of Object.entries(other)) {
      expect(text.trim(), `${lang} ${key}`).not.toBe('');
      expect(placeholders(text), `${lang} ${key}`).toEqual(placeholders(en[key]!));
    }
  });

  it.each(LOCALES.filter((l) => l !== 'en'))('%s translates the phrases (no English copies of several words)', (lang) => {
    const other = load(lang);
    const copies = Object.entries(other).filter(([key, text]) => text === en[key] && /\s/.test(text.replace(/\{\{\w+\}\}/g, '')) && !key.startsWith('compose.'));
    expect(copies).toEqual([]);
  });
});

describe('the label mapping', () => {
  const forms: Array<[string, FormLabels]> = [['returns', RETURN_FORM_LABELS], ['enquiries', ENQUIRY_FORM_LABELS], ['account privacy', PRIVACY_FORM_LABELS]];
  const keys: LabelKey[] = [
    ...Object.values(SITE_FIELDS),
    ...Object.values(SITE_ITEMS),
    ...forms.flatMap(([, form]) => [...Object.values(form.fields), ...Object.values(form.items ?? {}), ...Object.values(form.groups ?? {}), ...Object.values(form.paths ?? {})]),
  ];

  it.each(LOCALES)('points at labels that exist in %s', (lang) => {
    expect(keys.filter((key) => textOf(lang, key) === undefined)).toEqual([]);
  });

  it('names nested paths the way a user reads them', () => {
    expect(fieldNameOf(['lines', 2, 'quantity'], texts('en'))).toBe('Item 3: Quantity');
    expect(fieldNameOf(['lines', 1, 'partName'], texts('de'), RETURN_FORM_LABELS)).toBe('Artikel 2: Bezeichnung des Teils');
    expect(fieldNameOf(['invoiceAddress', 'postcode'], texts('fr'), RETURN_FORM_LABELS)).toBe('Adresse de facturation\u00a0: Code postal');
    expect(fieldNameOf(['attendees', 1, 'name'], texts('en'), ENQUIRY_FORM_LABELS)).toBe('Attendee 2 name');
    expect(fieldNameOf(['body_DE'], texts('en'))).toBe('Message (Deutsch)');
    expect(fieldNameOf(['translations', 'de', 'reason'], texts('de'))).toBe('Grund (Deutsch)');
    expect(fieldNameOf(['firstName'], texts('de'))).toBe('Vorname');
  });

  it('has no label for an unknown name but the general one, never the name itself', () => {
    expect(fieldNameOf(['someInternalThing'], texts('en'))).toBe('Input');
    expect(fieldNameOf([], texts('de'))).toBe('Eingabe');
  });
});
