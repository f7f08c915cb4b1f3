import { describe, expect, it } from 'vitest';
import { flatten, loadNamespace, placeholders } from './locale-files';
import { LOCALES } from '../../src/shared/locales';
import { BOOKING_TYPES, CARRIERS, RETURN_PARTS, RETURN_STATUSES, SHIPPING_INVOICES } from '../../src/shared/returns/enums';
import { RETURN_MESSAGES } from '../../src/shared/returns/return.schema';
import { PRINTOUTS } from '../../src/client/account/returns/paths';

const load = (lang: string) => loadNamespace('returns', lang);

describe('locales/*/returns.json', () => {
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
    // Carriers are brand names ("Royal Mail"), the same in every language.
    const copies = Object.entries(other).filter(
      ([key, text]) => !key.startsWith('carriers.') && text === en[key] && /\s/.test(text.replace(/\{\{\w+\}\}/g, '').trim()),
    );
    expect(copies).toEqual([]);
  });

  it('names every value the pages look up by enum', () => {
    const keys = [
      ...BOOKING_TYPES.flatMap((type) => [`bookingTypes.${type}`, `bookingTypeHints.${type}`]),
      ...RETURN_STATUSES.map((status) => `statuses.${status}`),
      ...CARRIERS.map((carrier) => `carriers.${carrier}`),
      ...RETURN_PARTS.map((part) => `parts.${part}`),
      ...SHIPPING_INVOICES.flatMap((choice) => [`shippingInvoices.${choice}`, `shippingInvoiceHints.${choice}`]),
      ...PRINTOUTS.map((printout) => `printouts.${printout}`),
      ...['required', 'choose', 'email', 'value', 'vat', 'failed', 'tooMany'].map((key) => `errors.${key}`),
      'sendFrom.uk',
      'sendFrom.outside-uk',
    ];
    expect(keys.filter((key) => !(key in en))).toEqual([]);
  });

  it('names every field the error summary can list', () => {
    const fields = ['firstName', 'lastName', 'email', 'telephone', 'companyName', 'address1', 'address2', 'town', 'county', 'postcode', 'country']
      .concat(['item', 'part', 'partName', 'serialNumber', 'orderNumber', 'value'])
      .concat(['sendFrom', 'sendFromCountry', 'bookingType', 'centre', 'shippingInvoice', 'carrier', 'carrierOther', 'notes', 'vatShort']);
    expect(fields.filter((field) => !(`fields.${field}` in en))).toEqual([]);
  });

  it("keeps SPEC.md's exact English words", () => {
    expect(en['errors.value']).toBe(RETURN_MESSAGES.value);
    expect(en['errors.vat']).toBe(RETURN_MESSAGES.vat);
    expect(en['summary.title']).toBe('Please go through the form and fix your errors');
    expect(en['form.vatWarning']).toBe('VAT and handling fees may be charged if the returns process is not followed.');
    expect(en['fields.serialNumber']).toBe('Serial number (if applicable)');
    expect(en['form.addFromKit']).toBe('Add another item from the kit');
    expect(CARRIERS.map((carrier) => en[`carriers.${carrier}`])).toEqual(['DHL', 'UPS', 'FedEx', 'TNT', 'Royal Mail', 'My own arrangement', 'Other']);
    expect(BOOKING_TYPES.map((type) => en[`bookingTypes.${type}`])).toEqual(['Repair', 'Calibration', 'Test', 'Warranty repair', 'Conformity']);
  });
});
