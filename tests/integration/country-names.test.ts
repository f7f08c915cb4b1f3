import { eq, inArray } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CountryOption } from '../../src/shared/countries/country.schema';
import type { MyInstrument } from '../../src/shared/serials/instruments.types';
import { countries, enquiries, outbox } from '../../src/server/db/schema';
import { createTestApp, type TestApp } from '../setup/test-app';
import { formTicket } from '../setup/form-ticket';
import { HttpClient } from '../setup/http-client';
import './pdf-polyfill';

/**
 * Issue 29 item 7: one country list, named in the reader's language. A German visitor chooses "Deutschland" and
 * "Vereinigtes Königreich" in the forms (in the first HTML too), reads them so in the receipt mail and on the return's
 * printout, while the records and Manage Countries keep the stored English name.
 */
let test: TestApp;
const ids = { uk: 0, germany: 0 };

beforeAll(async () => {
  test = await createTestApp();
  const rows = await test.deps.db.select().from(countries).where(inArray(countries.name, ['United Kingdom', 'Germany']));
  ids.uk = rows.find((row) => row.name === 'United Kingdom')!.id;
  ids.germany = rows.find((row) => row.name === 'Germany')!.id;
});
afterAll(() => test?.close());

let nextIp = 20;
function visitor(locale: string): HttpClient {
  const client = new HttpClient(test, `198.51.100.${nextIp++}`);
  client.cookies.set('locale', locale);
  return client;
}

const data = <T>(answer: { json: { result?: { data?: unknown } } }) => answer.json.result?.data as T;

describe('the country list of the forms', () => {
  it('names every country in a German visitor’s language, in German order', async () => {
    const list = data<CountryOption[]>(await visitor('de').query('public.countries'));
    const labelOf = (id: number) => list.find((country) => country.id === id)?.label;
    expect(labelOf(ids.germany)).toBe('Deutschland');
    expect(labelOf(ids.uk)).toBe('Vereinigtes Königreich');
    // The stored name travels with it: a return keeps it, Manage Countries edits it.
    expect(list.find((country) => country.id === ids.uk)?.name).toBe('United Kingdom');
    const labels = list.map((country) => country.label);
    expect(labels).toEqual([...labels].sort(new Intl.Collator('de-DE', { sensitivity: 'base' }).compare));
    expect(labels.indexOf('Österreich')).toBeGreaterThan(labels.indexOf('Norwegen'));
  });

  it('keeps the stored English names for an English visitor and in the /api/countries contract', async () => {
    const list = data<CountryOption[]>(await visitor('en').query('public.countries'));
    expect(list.find((country) => country.id === ids.uk)?.label).toBe('United Kingdom');
    const rest = (await (await visitor('de').get('/api/countries')).json()) as Array<{ id: number; name: string }>;
    expect(rest.find((country) => country.id === ids.germany)?.name).toBe('Germany');
  });

  it('offers "Deutschland" in the contact form’s first HTML for a German visitor', async () => {
    const response = await test.app.request('/contact?lang=de');
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toContain(`<option value="${ids.germany}">Deutschland</option>`);
    expect(html).toContain(`<option value="${ids.uk}">Vereinigtes Königreich</option>`);
  });
});

describe('countries in mails and printouts', () => {
  it('a German visitor’s contact receipt names the country in German, the enquiry keeps the stored name', async () => {
    const response = await visitor('de').request('POST', '/trpc/public.enquiries.send', {
      body: {
        kind: 'contact',
        title: 'ms',
        firstName: 'Jana',
        lastName: 'Prüferin',
        email: 'jana.land@example.de',
        telephone: '+49 30 1234567',
        companyName: 'Rohrschutz GmbH',
        address: 'Werkstraße 1',
        postcode: '10115',
        town: 'Berlin',
        county: '',
        countryId: ids.uk,
        pleaseCall: false,
        message: 'Welches Gerät prüft 3 mm Epoxid?',
        industries: ['coatings'],
        industryOther: '',
        hearAbout: [],
        hearAboutOther: '',
        consents: { terms: true, dealer: false, marketing: false },
        website: '',
        ticket: formTicket(test),
      },
    });
    expect(response.status).toBe(200);
    await test.deps.mailer.settled();
    const [receipt] = await test.deps.db.select().from(outbox).where(eq(outbox.to, 'jana.land@example.de'));
    expect(receipt?.text).toContain('Land: Vereinigtes Königreich');
    const [stored] = await test.deps.db.select().from(enquiries).where(eq(enquiries.email, 'jana.land@example.de'));
    expect(stored?.country).toBe('United Kingdom');
  });

  it('a return booked in German prints its countries in German', async () => {
    const customer = new HttpClient(test, '192.0.2.120');
    customer.cookies.set('locale', 'de');
    await customer.signIn('customer@demo.test');
    const [instrument] = data<MyInstrument[]>(await customer.query('account.products.choices'));
    const answer = await customer.mutation('account.returns.create', {
      details: { firstName: 'Casey', lastName: 'Morgan', email: 'customer@demo.test', telephone: '+44 114 496 0321', companyName: 'Morgan Pipeline Coatings Ltd' },
      invoiceAddress: { companyName: 'Morgan Pipeline Coatings Ltd', address1: 'Werkstraße 1', address2: '', town: 'Berlin', county: '', postcode: '10115', country: 'Germany' },
      sendFrom: 'uk',
      lines: [{ productId: null, optionId: null, itemName: instrument!.productName, part: 'full-kit', serialNumber: instrument!.serialNumber, orderNumber: 'PO-1', value: '100.00' }],
      bookingType: 'calibration',
      repairCentreId: null,
      shippingInvoice: 'create',
      carrier: 'dhl',
      vatConfirmed: true,
    });
    expect(answer.status).toBe(200);
    const { id } = data<{ id: number }>(answer);
    const response = await customer.get(`/api/returns/${id}/confirmation.pdf`);
    expect(response.status).toBe(200);
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(await response.arrayBuffer())), { mergePages: true });
    expect(text).toContain('Deutschland');
    expect(text).toContain('Vereinigtes Königreich');
    expect(text).not.toContain('United Kingdom');
  });
});
