import { and, eq, isNull } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompanyReturnDetail } from '../../src/shared/returns/portal-returns.types';
import type { OffsetPage } from '../../src/shared/list/page';
import type { ResourceRow } from '../../src/shared/collections/types';
import { companies, outbox, returnLines, returns, serials } from '../../src/server/db/schema';
import { HttpClient } from '../setup/http-client';
import { createTestApp, type TestApp } from '../setup/test-app';
import './pdf-polyfill';

/**
 * /portal/returns/return (issue 12): a partner books a return for an end customer through portal.returns.create,
 * over HTTP as the demo staff of Nordhavn Inspection ApS and Iberia Ensayos SL (the demo seed), on a fresh database.
 */
let test: TestApp;
const clients = new Map<string, HttpClient>();
let nordhavn = 0;
let iberia = 0;
let nordhavnSerial = '';
let iberiaSerial = '';

const data = <T>(answer: { json: { result?: { data?: unknown } } }) => answer.json.result?.data as T;
const as = (email: string) => clients.get(email)!;

beforeAll(async () => {
  test = await createTestApp();
  const accounts = ['distributor-junior', 'distributor-senior', 'certified-senior-plus', 'other-senior', 'customer', 'admin'];
  for (const [index, role] of accounts.entries()) {
    const client = new HttpClient(test, `192.0.2.${120 + index}`);
    await client.signIn(`${role}@demo.test`);
    clients.set(role, client);
  }
  clients.set('visitor', new HttpClient(test, '192.0.2.140'));
  const companyId = async (name: string) => (await test.deps.db.select({ id: companies.id }).from(companies).where(eq(companies.name, name)))[0]!.id;
  nordhavn = await companyId('Nordhavn Inspection ApS');
  iberia = await companyId('Iberia Ensayos SL');
  const serialOf = async (company: number) =>
    (await test.deps.db.select({ number: serials.number }).from(serials).where(and(eq(serials.companyId, company), isNull(serials.ownerId))).limit(1))[0]!.number;
  nordhavnSerial = await serialOf(nordhavn);
  iberiaSerial = await serialOf(iberia);
});
afterAll(() => test.close());

function booking(overrides: Record<string, unknown> = {}) {
  return {
    details: { firstName: 'Freja', lastName: 'Holm', email: 'freja.holm@endcustomer.test', telephone: '+45 32 12 34 56', companyName: 'Holm Rørcoating A/S' },
    invoiceAddress: { companyName: 'Holm Rørcoating A/S', address1: 'Havnegade 4', address2: '', town: 'Esbjerg', county: '', postcode: '6700', country: 'Denmark' },
    sendFrom: 'outside-uk',
    sendFromCountry: 'Denmark',
    lines: [{ productId: null, optionId: null, itemName: 'VH-15 Portable DC Holiday Detector', part: 'full-kit', serialNumber: nordhavnSerial.toLowerCase(), orderNumber: 'NH-2211', value: '980.00' }],
    bookingType: 'repair',
    repairCentreId: null,
    shippingInvoice: 'create',
    carrier: 'dhl',
    vatConfirmed: true,
    ...overrides,
  };
}

describe('portal.returns.create', () => {
  it("books a return for the company's end customer: RMA number, the company's serial linked, e-mails to both", async () => {
    const answer = await as('distributor-junior').mutation('portal.returns.create', booking());
    expect(answer.status).toBe(200);
    const { id, rmaNumber } = data<{ id: number; rmaNumber: string }>(answer);
    expect(rmaNumber).toMatch(/^RMA-\d{4}-\d{6}$/);
    const [row] = await test.deps.db.select().from(returns).where(eq(returns.id, id));
    expect(row!.companyId).toBe(nordhavn);
    const [line] = await test.deps.db.select().from(returnLines).where(eq(returnLines.returnId, id));
    expect(line!.serialId).not.toBeNull();
    await test.deps.mailer.settled();
    for (const to of ['freja.holm@endcustomer.test', 'distributor-junior@demo.test']) {
      const mails = await test.deps.db.select().from(outbox).where(eq(outbox.to, to));
      expect(mails.some((mail) => mail.subject.includes(rmaNumber)), to).toBe(true);
    }
  });

  it('shows the return to every colleague, with its printouts, and never to the other company', async () => {
    const { id, rmaNumber } = data<{ id: number; rmaNumber: string }>(await as('distributor-junior').mutation('portal.returns.create', booking()));
    const list = data<OffsetPage<ResourceRow>>(await as('distributor-senior').query('portal.returns.list', { page: 1 }));
    expect(list.rows.map((r) => r.rmaNumber)).toContain(rmaNumber);
    const detail = data<CompanyReturnDetail>(await as('distributor-senior').query('portal.returns.get', { id }));
    expect(detail.endCustomer).toEqual({ company: 'Holm Rørcoating A/S', contact: 'Freja Holm' });
    const label = await as('distributor-senior').get(`/api/returns/${id}/label.pdf`);
    expect(label.status).toBe(200);
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(await label.arrayBuffer())), { mergePages: true });
    expect(text).toContain(rmaNumber);

    const other = as('other-senior');
    expect(data<OffsetPage<ResourceRow>>(await other.query('portal.returns.list', { page: 1 })).rows.map((r) => r.rmaNumber)).not.toContain(rmaNumber);
    expect((await other.query('portal.returns.get', { id })).status).toBe(404);
    expect((await other.get(`/api/returns/${id}/label.pdf`)).status).toBe(404);
    expect((await other.query('account.returns.get', { id })).status).toBe(404);
    expect((await as('customer').get(`/api/returns/${id}/label.pdf`)).status).toBe(404);
  });

  it("keeps another company's serial as plain text, never linked", async () => {
    const base = booking();
    const { id } = data<{ id: number }>(await as('distributor-senior').mutation('portal.returns.create', { ...base, lines: [{ ...base.lines[0], serialNumber: iberiaSerial }] }));
    const [line] = await test.deps.db.select().from(returnLines).where(eq(returnLines.returnId, id));
    expect(line!.serialNumber).toBe(iberiaSerial);
    expect(line!.serialId).toBeNull();
  });

  it("belongs to the booker's company whatever company id a member sends", async () => {
    const { id } = data<{ id: number }>(await as('other-senior').mutation('portal.returns.create', { ...booking(), companyId: nordhavn }));
    const [row] = await test.deps.db.select().from(returns).where(eq(returns.id, id));
    expect(row!.companyId).toBe(iberia);
  });

  it('asks an admin which company the return is for, and books it for that one', async () => {
    const before = (await test.deps.db.select().from(returns)).length;
    const unnamed = await as('admin').mutation('portal.returns.create', booking());
    expect(unnamed.status).toBe(422);
    expect(unnamed.json.error?.message).toBe('Choose the company this is for.');
    expect((await test.deps.db.select().from(returns)).length).toBe(before);
    const named = await as('admin').mutation('portal.returns.create', { ...booking(), companyId: iberia });
    const [row] = await test.deps.db.select().from(returns).where(eq(returns.id, data<{ id: number }>(named).id));
    expect(row!.companyId).toBe(iberia);
  });

  it("refuses bad input with SPEC.md's messages (422), never a 500, and stores nothing", async () => {
    const before = (await test.deps.db.select().from(returns)).length;
    const junior = as('distributor-junior');
    const base = booking();
    const noValue = await junior.mutation('portal.returns.create', { ...base, lines: [{ ...base.lines[0], value: '' }] });
    expect(noValue.status).toBe(422);
    expect(noValue.json.error?.data.fieldErrors?.['lines.0.value']).toEqual(['The item value must be entered.']);
    const noTick = await junior.mutation('portal.returns.create', { ...base, vatConfirmed: false });
    expect(noTick.json.error?.data.fieldErrors?.vatConfirmed).toEqual(['You must agree to the above']);
    for (const bad of [null, 'x', [], { ...base, lines: [] }, { ...base, companyId: 'Nordhavn' }, { ...base, repairCentreId: 999_999 }, { ...base, details: null }]) {
      const answer = await junior.mutation('portal.returns.create', bad);
      expect(answer.status, JSON.stringify(bad).slice(0, 40)).toBe(422);
    }
    expect((await test.deps.db.select().from(returns)).length).toBe(before);
  });

  it('is for portal roles only: 401 signed out, 403 for a customer and certified-senior-plus', async () => {
    expect((await as('visitor').mutation('portal.returns.create', booking())).status).toBe(401);
    expect((await as('customer').mutation('portal.returns.create', booking())).status).toBe(403);
    expect((await as('certified-senior-plus').mutation('portal.returns.create', booking())).status).toBe(403);
  });
});
