import { eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RepairCentre, ReturnDetail, ReturnListItem } from '../../src/shared/returns/return.schema';
import type { MyInstrument } from '../../src/shared/serials/instruments.types';
import { outbox, returns } from '../../src/server/db/schema';
import { createTestApp, type TestApp } from '../setup/test-app';
import { HttpClient } from '../setup/http-client';
import './pdf-polyfill';

let test: TestApp;
let customer: HttpClient;
let user: HttpClient;
let admin: HttpClient;
let visitor: HttpClient;
beforeAll(async () => {
  test = await createTestApp();
  customer = new HttpClient(test, '192.0.2.90');
  await customer.signIn('customer@demo.test');
  user = new HttpClient(test, '192.0.2.91');
  await user.signIn('user@demo.test');
  admin = new HttpClient(test, '192.0.2.92');
  await admin.signIn('admin@demo.test');
  visitor = new HttpClient(test, '192.0.2.93');
});
afterAll(() => test.close());

const data = <T>(answer: { json: { result?: { data?: unknown } } }) => answer.json.result?.data as T;

async function booking(overrides: Record<string, unknown> = {}) {
  const [instrument] = data<MyInstrument[]>(await customer.query('account.products.choices'));
  return {
    details: { firstName: 'Casey', lastName: 'Morgan', email: 'customer@demo.test', telephone: '+44 114 496 0321', companyName: 'Morgan Pipeline Coatings Ltd' },
    invoiceAddress: { companyName: 'Morgan Pipeline Coatings Ltd', address1: '12 Canal Wharf', address2: '', town: 'Sheffield', county: '', postcode: 'S3 8RY', country: 'United Kingdom' },
    sendFrom: 'uk',
    lines: [{ productId: null, optionId: null, itemName: instrument!.productName, part: 'full-kit', serialNumber: instrument!.serialNumber.toLowerCase(), orderNumber: 'PO-4471', value: '1,250.00' }],
    bookingType: 'calibration',
    repairCentreId: null,
    shippingInvoice: 'create',
    carrier: 'dhl',
    vatConfirmed: true,
    ...overrides,
  };
}

describe('booking a return (SPEC.md returns flow)', () => {
  it('offers Voltara and the certified partner with service rights as repair centres', async () => {
    const centres = data<RepairCentre[]>(await customer.query('account.returns.repairCentres'));
    expect(centres[0]).toMatchObject({ id: null, name: 'Voltara Test Equipment Ltd' });
    expect(centres.map((c) => c.name)).toContain('Nordhavn Inspection ApS');
    expect(centres.map((c) => c.name)).not.toContain('Iberia Ensayos SL');
  });

  it("names each centre's country in the visitor's language on the booking form", async () => {
    const response = await customer.get('/trpc/account.returns.repairCentres?lang=de');
    const centres = ((await response.json()) as { result: { data: RepairCentre[] } }).result.data;
    expect(centres[0]!.address.at(-1)).toBe('Vereinigtes Königreich');
    const nordhavn = centres.find((c) => c.name === 'Nordhavn Inspection ApS')!;
    expect(nordhavn.address.at(-1)).toBe('Dänemark');
    const english = data<RepairCentre[]>(await customer.query('account.returns.repairCentres'));
    expect(english[0]!.address.at(-1)).toBe('United Kingdom');
  });

  it('books a return with an RMA number, links the serial, e-mails the customer and prints three PDFs', async () => {
    const answer = await customer.mutation('account.returns.create', await booking());
    expect(answer.status).toBe(200);
    const { id, rmaNumber } = data<{ id: number; rmaNumber: string }>(answer);
    expect(rmaNumber).toMatch(/^RMA-\d{4}-\d{6}$/);
    const detail = data<ReturnDetail>(await customer.query('account.returns.get', { id }));
    expect(detail.status).toBe('submitted');
    expect(detail.lines[0]!.valuePence).toBe(125000);
    expect(detail.lines[0]!.serialId).not.toBeNull();
    expect(detail.history.map((h) => h.status)).toEqual(['submitted']);
    await test.deps.mailer.settled();
    const mails = await test.deps.db.select().from(outbox).where(eq(outbox.to, 'customer@demo.test'));
    expect(mails.some((m) => m.subject.includes(rmaNumber))).toBe(true);

    for (const kind of ['confirmation', 'invoice', 'label']) {
      const response = await customer.get(`/api/returns/${id}/${kind}.pdf`);
      expect(response.status, kind).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      const { text } = await extractText(await getDocumentProxy(new Uint8Array(await response.arrayBuffer())), { mergePages: true });
      expect(text, kind).toContain(rmaNumber);
    }
    expect((await customer.get(`/api/returns/${id}/receipt.pdf`)).status).toBe(404);
  });

  it('prints the carrier by its name, a UK address in UK order and the company once (issue 30 item 12)', async () => {
    const answer = await customer.mutation(
      'account.returns.create',
      await booking({
        carrier: 'royal-mail',
        invoiceAddress: { companyName: 'Morgan Pipeline Coatings Ltd', address1: '12 Canal Wharf', address2: '', town: 'Sheffield', county: 'South Yorkshire', postcode: 'S3 8RY', country: 'United Kingdom' },
      }),
    );
    const { id } = data<{ id: number }>(answer);
    const textOf = async (kind: string) => {
      const response = await customer.get(`/api/returns/${id}/${kind}.pdf`);
      return (await extractText(await getDocumentProxy(new Uint8Array(await response.arrayBuffer())), { mergePages: true })).text;
    };
    for (const kind of ['confirmation', 'invoice', 'label']) {
      const text = await textOf(kind);
      expect(text, kind).toContain('Royal Mail');
      expect(text, kind).not.toContain('royal-mail');
      // Town, county, then the postcode: never "S3 8RY Sheffield".
      expect(text, kind).not.toContain('S3 8RY Sheffield');
      expect(text.indexOf('South Yorkshire'), kind).toBeLessThan(text.indexOf('S3 8RY'));
      expect(text.indexOf('Sheffield'), kind).toBeLessThan(text.indexOf('South Yorkshire'));
    }
    // The customer's block names the company once (it named it again as the first line of the address).
    const label = await textOf('label');
    expect(label.split('Morgan Pipeline Coatings Ltd').length - 1).toBe(1);
  });

  it('keeps returns to their owner: 404 to another account, 401 signed out', async () => {
    const { id } = data<{ id: number }>(await customer.mutation('account.returns.create', await booking()));
    expect((await user.query('account.returns.get', { id })).status).toBe(404);
    expect((await user.get(`/api/returns/${id}/label.pdf`)).status).toBe(404);
    expect(data<{ rows: ReturnListItem[] }>(await user.query('account.returns.list', {})).rows).toEqual([]);
    expect((await visitor.query('account.returns.list')).status).toBe(401);
    expect((await visitor.get(`/api/returns/${id}/label.pdf`)).status).toBe(401);
  });

  it("refuses a return without a value or the VAT tick with SPEC.md's messages, and stores nothing", async () => {
    const before = (await test.deps.db.select().from(returns)).length;
    const base = await booking();
    const noValue = await customer.mutation('account.returns.create', { ...base, lines: [{ ...base.lines[0], value: '' }] });
    expect(noValue.status).toBe(422);
    expect(noValue.json.error?.data.fieldErrors?.['lines.0.value']).toEqual(['The item value must be entered.']);
    const noTick = await customer.mutation('account.returns.create', { ...base, vatConfirmed: false });
    expect(noTick.status).toBe(422);
    expect(noTick.json.error?.data.fieldErrors?.vatConfirmed).toEqual(['You must agree to the above']);
    for (const bad of [{ lines: [] }, { bookingType: 'tune-up' }, { repairCentreId: 999999 }, { lines: 'x'.repeat(1000) }, { details: null }]) {
      const answer = await customer.mutation('account.returns.create', { ...base, ...bad });
      expect(answer.status, JSON.stringify(bad).slice(0, 40)).toBe(422);
    }
    expect((await test.deps.db.select().from(returns)).length).toBe(before);
  });

  it('serves the blank declaration form in the language asked for', async () => {
    const response = await visitor.get('/api/returns/forms/declaration.pdf?lang=de');
    expect(response.status).toBe(200);
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(await response.arrayBuffer())), { mergePages: true });
    expect(text).toContain('Rücksendeerklärung');
  });
});

describe('booking returns is throttled (issue 28: each booking mails the address typed on the form)', () => {
  const returnsTo = async (email: string) => (await test.deps.db.select({ id: returns.id, details: returns.details }).from(returns)).filter((row) => row.details.includes(email)).length;
  const mailsTo = async (email: string) => (await test.deps.db.select().from(outbox).where(eq(outbox.to, email))).length;

  it('refuses the seventh booking to strangers within ten minutes with 429 and Retry-After, storing and sending nothing', async () => {
    const booker = new HttpClient(test, '192.0.2.94');
    await booker.signIn('user@demo.test');
    const base = await booking();
    const line = { ...base.lines[0]!, serialNumber: 'NOT-MINE-1' };
    for (let n = 1; n <= 6; n++) {
      const answer = await booker.mutation('account.returns.create', { ...base, lines: [line], details: { ...base.details, email: `stranger${n}@example.test` } });
      expect(answer.status, `booking ${n}`).toBe(200);
    }
    const seventh = await booker.request('POST', '/trpc/account.returns.create', { body: { ...base, lines: [line], details: { ...base.details, email: 'stranger7@example.test' } } });
    expect(seventh.status).toBe(429);
    expect(Number(seventh.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await returnsTo('stranger7@example.test')).toBe(0);
    expect(await mailsTo('stranger7@example.test')).toBe(0);
  });

  it('counts the recipient too, whichever account books', async () => {
    const victim = 'victim@example.test';
    const base = await booking();
    const line = { ...base.lines[0]!, serialNumber: 'NOT-MINE-2' };
    const accounts = ['certified-junior@demo.test', 'certified-senior@demo.test', 'distributor-junior@demo.test', 'distributor-senior@demo.test'];
    const statuses: number[] = [];
    for (const [index, email] of [...accounts, ...accounts].entries()) {
      const client = new HttpClient(test, `192.0.2.${100 + index}`);
      await client.signIn(email);
      statuses.push((await client.mutation('account.returns.create', { ...base, lines: [line], details: { ...base.details, email: victim } })).status);
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(6);
    expect(statuses.slice(6)).toEqual([429, 429]);
    expect(await returnsTo(victim)).toBe(6);
  });
});
