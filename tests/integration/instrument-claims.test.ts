import { and, asc, desc, eq, isNull, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProfileInput } from '../../src/shared/profile/profile.schema';
import type { AdminSerialDetail } from '../../src/shared/serials/admin-detail.types';
import type { ClaimRow, MyClaim } from '../../src/shared/serials/claims.schema';
import type { MyInstrument } from '../../src/shared/serials/instruments.types';
import { NO_SERIALS_FOUND, type RegisteredSerial, type RegistrationSearchResult } from '../../src/shared/serials/registration.schema';
import type { DownloadFile, ImportReport } from '../../src/shared/trade/trade.schema';
import { auditLog, companies, outbox, products, registrations, sales, serialClaims, serials, users } from '../../src/server/db/schema';
import { createTestApp, type TestApp } from '../setup/test-app';
import { HttpClient } from '../setup/http-client';
import { registerConfirmed } from '../setup/registered-account';

/** Issue 27 item 2: claiming an instrument needs a plausible claim (docs/decisions/0030). */

let test: TestApp;
let nordhavnId: number;
let vh15: number;
let admin: HttpClient;
let senior: HttpClient;
beforeAll(async () => {
  test = await createTestApp();
  const [company] = await test.deps.db.select({ id: companies.id }).from(companies).where(eq(companies.name, 'Nordhavn Inspection ApS'));
  nordhavnId = company!.id;
  const [product] = await test.deps.db.select({ id: products.id }).from(products).where(eq(products.modelCode, 'VH-15'));
  vh15 = product!.id;
  admin = new HttpClient(test, '192.0.2.200');
  await admin.signIn('admin@demo.test');
  senior = new HttpClient(test, '192.0.2.201');
  await senior.signIn('distributor-senior@demo.test');
});
afterAll(() => test.close());

const data = <T>(answer: { json: { result?: { data?: unknown } } }) => answer.json.result?.data as T;
/** A page of the portal's claims collection, as far as these tests read it. */
type ClaimPage = { rows: Array<{ id: number; serialNumber: string; endCustomer: string; claimantName: string; status: string }> };
const PASSWORD = 'Claim-Password-42';
let ipCounter = 10;

const PROFILE: ProfileInput = {
  title: 'mr',
  firstName: 'Sam',
  lastName: 'Stranger',
  telephone: '+44 20 7946 0000',
  companyName: 'Stranger Coatings Ltd',
  companyEmail: '',
  companyTelephone: '',
  companyVatNumber: '',
  industrySector: 'coatings',
  address1: '7 Harbour Lane',
  address2: '',
  address3: '',
  town: 'Bristol',
  county: '',
  postcode: 'BS1 4XE',
  countryId: null,
  returnAddress: '',
};

/** A self-registered account (as anyone on the web can make), with a profile, on its own address. */
async function newAccount(name: string, email: string, profile: Partial<ProfileInput> = {}): Promise<HttpClient> {
  const client = new HttpClient(test, `198.51.100.${ipCounter++}`);
  await registerConfirmed(test, client, { name, email, password: PASSWORD });
  const [firstName = '', lastName = ''] = name.split(' ');
  expect((await client.mutation('account.profile.update', { ...PROFILE, firstName, lastName, ...profile })).status).toBe(200);
  return client;
}

let serialCounter = 0;
/**
 * A VH-15 that Nordhavn sold to a named end customer (recorded in its sales list, with the customer's e-mail when
 * given), not yet registered.
 */
async function soldByNordhavn(endCustomer: string, customerEmail = ''): Promise<{ id: number; number: string }> {
  serialCounter += 1;
  const number = `CLAIM-${String(serialCounter).padStart(4, '0')}`;
  const [row] = await test.deps.db
    .insert(serials)
    .values({ number, numberKey: number.replace('-', ''), productId: vh15, buildDate: '2025-06-01', status: 'sold', companyId: nordhavnId, soldOn: '2025-09-01', soldTo: endCustomer })
    .returning({ id: serials.id, number: serials.number });
  await test.deps.db.insert(sales).values({
    companyId: nordhavnId,
    serialId: row!.id,
    serialNumber: number,
    productId: vh15,
    modelCode: 'VH-15',
    customerName: endCustomer,
    customerKey: endCustomer.toLowerCase(),
    customerEmail,
    soldOn: '2025-09-01',
    reference: `CLAIM-TEST-${serialCounter}`,
  });
  return row!;
}

/** The same signed-in client, now calling from another address (an office's shared one). */
function moveTo(client: HttpClient, ip: string): HttpClient {
  const moved = new HttpClient(test, ip);
  for (const [name, value] of client.cookies) moved.cookies.set(name, value);
  return moved;
}

const register = (client: HttpClient, serial: string, productId = vh15) => client.mutation('account.registration.register', { productId, optionId: null, serials: serial, purchaseDate: '2025-09-02' });
/** The mails about claims (the link that confirmed a new account's address left out). */
const mailsTo = (to: string) =>
  test.deps.db.select().from(outbox).where(eq(outbox.to, to)).orderBy(asc(outbox.id)).then((rows) => rows.filter((row) => !row.text.includes('/verify-email/')));
const serialRow = async (id: number) => (await test.deps.db.select().from(serials).where(eq(serials.id, id)))[0]!;

describe('a serial still in stock', () => {
  it('cannot be registered, and search and registration answer exactly as for a number that does not exist', async () => {
    const [stock] = await test.deps.db
      .select()
      .from(serials)
      .where(and(eq(serials.status, 'in-stock'), isNull(serials.ownerId), isNull(serials.companyId), like(serials.number, 'VH15-%')))
      .limit(1);
    expect(stock).toBeDefined();
    const walker = await newAccount('Walt Walker', 'walt.walker@example.test');
    const missing = stock!.number.replace(/\d$/, (d) => String((Number(d) + 5) % 10)).replace('VH15-', 'VH15-9');

    const found = await walker.query('account.registration.search', { query: stock!.number });
    const notFound = await walker.query('account.registration.search', { query: missing });
    expect(found.status).toBe(200);
    expect(data<RegistrationSearchResult>(found)).toEqual(data<RegistrationSearchResult>(notFound));
    expect(data<RegistrationSearchResult>(found).candidates).toEqual([]);

    const refused = await register(walker, stock!.number, stock!.productId);
    const unknown = await register(walker, missing, stock!.productId);
    expect(refused.status).toBe(422);
    expect(refused.json.error?.message).toBe(NO_SERIALS_FOUND);
    expect(unknown.json.error?.message).toBe(refused.json.error?.message);
    expect((await serialRow(stock!.id)).ownerId).toBeNull();
  });

  it("search answers for someone else's instrument as for a number that does not exist", async () => {
    const [owned] = await test.deps.db
      .select({ number: serials.number })
      .from(serials)
      .innerJoin(users, eq(users.id, serials.ownerId))
      .where(eq(users.email, 'customer@demo.test'))
      .limit(1);
    const walker = await newAccount('Wanda Walker', 'wanda.walker@example.test');
    const theirs = data<RegistrationSearchResult>(await walker.query('account.registration.search', { query: owned!.number }));
    const none = data<RegistrationSearchResult>(await walker.query('account.registration.search', { query: 'VH15-99999990' }));
    expect(theirs).toEqual(none);
  });

  it('leaves the DEMO- serials freely registrable', async () => {
    const anyone = await newAccount('Dora Demo', 'dora.demo@example.test');
    const search = data<RegistrationSearchResult>(await anyone.query('account.registration.search', { query: 'DEMO-1009' }));
    expect(search.by).toBe('serial');
    const answer = await register(anyone, 'DEMO-1009', search.candidates[0]!.product.id);
    expect(answer.status).toBe(200);
    expect(data<RegisteredSerial[]>(answer)[0]!.waiting).toBeFalsy();
  });
});

describe('a serial a partner sold to a named end customer', () => {
  it("registered by a stranger waits for confirmation: not theirs yet, told on screen and by mail, the seller's seniors asked", async () => {
    const serial = await soldByNordhavn('Havnekaj Coatings ApS');
    const stranger = await newAccount('Sam Stranger', 'sam.stranger@example.test');
    const search = data<RegistrationSearchResult>(await stranger.query('account.registration.search', { query: serial.number }));
    expect(search.by).toBe('serial');

    const answer = await register(stranger, serial.number);
    expect(answer.status).toBe(200);
    const [result] = data<RegisteredSerial[]>(answer);
    expect(result).toMatchObject({ number: serial.number, waiting: true, certificate: null });
    expect((await serialRow(serial.id)).ownerId).toBeNull();
    expect(data<MyInstrument[]>(await stranger.query('account.products.choices')).map((i) => i.serialNumber)).not.toContain(serial.number);
    const claims = data<MyClaim[]>(await stranger.query('account.registration.claims'));
    expect(claims).toEqual([expect.objectContaining({ number: serial.number, status: 'pending' })]);
    // The claimant's own view never names whom it was sold to.
    expect(JSON.stringify(claims)).not.toContain('Havnekaj');

    const [claim] = await test.deps.db.select().from(serialClaims).where(eq(serialClaims.serialId, serial.id));
    expect(claim).toMatchObject({ status: 'pending', companyId: nordhavnId, claimantName: 'Sam Stranger', claimantEmail: 'sam.stranger@example.test', claimantCompany: 'Stranger Coatings Ltd' });
    expect(claim!.claimantAddress).toBe('7 Harbour Lane, Bristol, BS1 4XE');
    expect(claim!.claimantIp).toMatch(/^198\.51\.100\./);

    const [told] = await mailsTo('sam.stranger@example.test');
    expect(told!.subject).toContain('waiting for confirmation');
    const [asked] = await mailsTo('distributor-senior@demo.test').then((rows) => rows.filter((row) => row.subject.includes(serial.number)));
    expect(asked!.text).toContain('Sam Stranger');
    expect(asked!.text).toContain('Havnekaj Coatings ApS');
    expect((await mailsTo('distributor-junior@demo.test')).filter((row) => row.subject.includes(serial.number))).toEqual([]);

    // Claiming again changes nothing and mails nobody twice.
    expect((await register(stranger, serial.number)).status).toBe(200);
    expect(await test.deps.db.select().from(serialClaims).where(eq(serialClaims.serialId, serial.id))).toHaveLength(1);
    expect((await mailsTo('sam.stranger@example.test')).length).toBe(1);
  });

  it('is registered at once by the account whose e-mail the seller recorded (any case), with the claimant kept for the audit trail', async () => {
    const serial = await soldByNordhavn('Fjordpipe Coatings ApS', 'Ingrid.Dahl@FjordPipe.example.test');
    const waiting = await newAccount('Wes Waiting', 'wes.waiting@example.test');
    expect(data<RegisteredSerial[]>(await register(waiting, serial.number))[0]!.waiting).toBe(true);

    // Her profile names another company (her consultancy): the address the seller recorded is what counts.
    const owner = await newAccount('Ingrid Dahl', 'ingrid.dahl@fjordpipe.example.test', { firstName: 'Ingrid', lastName: 'Dahl', companyName: 'Dahl Coating Consult', address1: 'Kajgade 4', town: 'Aarhus', postcode: '8000' });
    const answer = await register(owner, serial.number);
    expect(answer.status).toBe(200);
    const [result] = data<RegisteredSerial[]>(answer);
    expect(result!.waiting).toBeFalsy();
    expect(result!.certificate?.number).toMatch(/^COC-/);
    const [me] = await test.deps.db.select({ id: users.id }).from(users).where(eq(users.email, 'ingrid.dahl@fjordpipe.example.test'));
    expect((await serialRow(serial.id)).ownerId).toBe(me!.id);

    const [record] = await test.deps.db.select().from(registrations).where(eq(registrations.serialId, serial.id));
    expect(record).toMatchObject({
      basis: 'end-customer',
      claimantName: 'Ingrid Dahl',
      claimantEmail: 'ingrid.dahl@fjordpipe.example.test',
      claimantCompany: 'Dahl Coating Consult',
      claimantAddress: 'Kajgade 4, Aarhus, 8000',
    });
    expect(record!.claimantIp).toMatch(/^198\.51\.100\./);
    // The stranger's claim no longer waits, and they are told.
    expect(data<MyClaim[]>(await waiting.query('account.registration.claims'))[0]!.status).toBe('superseded');
    expect((await mailsTo('wes.waiting@example.test')).map((m) => m.subject)).toContain(`Registration not confirmed: ${serial.number}`);
  });
});

describe('matching the end customer (docs/decisions/0030): only what the seller wrote or confirmed counts', () => {
  it("waits for an account whose own name and profile company are the end customer's name: the claimant typed them", async () => {
    const serial = await soldByNordhavn('Skagen Pipe Coating ApS', 'owner@skagen-pipe.example.test');
    const lookalike = await newAccount('Skagen Pipe', 'skagen.lookalike@example.test', { firstName: 'Skagen', lastName: 'Pipe Coating', companyName: 'Skagen Pipe Coating ApS' });
    const answer = await register(lookalike, serial.number);
    expect(answer.status).toBe(200);
    expect(data<RegisteredSerial[]>(answer)[0]).toMatchObject({ number: serial.number, waiting: true, certificate: null });
    expect((await serialRow(serial.id)).ownerId).toBeNull();
    expect(data<MyInstrument[]>(await lookalike.query('account.products.choices')).map((i) => i.serialNumber)).not.toContain(serial.number);
    const [claim] = await test.deps.db.select().from(serialClaims).where(eq(serialClaims.serialId, serial.id));
    expect(claim).toMatchObject({ status: 'pending', claimantCompany: 'Skagen Pipe Coating ApS' });
  });

  it('registers at once a further instrument the same company sold to the customer the account was matched as; a transfer does not make a customer', async () => {
    const first = await soldByNordhavn('Limfjord Lining A/S', 'buyer@limfjord.example.test');
    const second = await soldByNordhavn('Limfjord Lining A/S');
    const buyer = await newAccount('Bo Buyer', 'buyer@limfjord.example.test');
    expect(data<RegisteredSerial[]>(await register(buyer, first.number))[0]!.waiting).toBeFalsy();
    const again = data<RegisteredSerial[]>(await register(buyer, second.number))[0]!;
    expect(again.waiting).toBeFalsy();
    expect(again.certificate?.number).toMatch(/^COC-/);
    const [record] = await test.deps.db.select().from(registrations).where(eq(registrations.serialId, second.id));
    expect(record!.basis).toBe('end-customer');

    // A second-hand owner given the first instrument by Voltara is not Limfjord's customer: their claim to a third waits.
    const third = await soldByNordhavn('Limfjord Lining A/S');
    const secondHand = await newAccount('Sid Secondhand', 'sid.secondhand@example.test');
    expect((await admin.mutation('admin.serials.transfer', { serialId: first.id, email: 'sid.secondhand@example.test', reason: 'Sold on second-hand' })).status).toBe(200);
    expect(data<RegisteredSerial[]>(await register(secondHand, third.number))[0]!.waiting).toBe(true);
  });
});

describe('a sale records the end customer’s e-mail', () => {
  /** A VH-15 in Nordhavn's stock, not yet sold. */
  async function inNordhavnStock(number: string): Promise<number> {
    const [row] = await test.deps.db
      .insert(serials)
      .values({ number, numberKey: number.replace('-', ''), productId: vh15, buildDate: '2025-06-01', status: 'in-stock', companyId: nordhavnId })
      .returning({ id: serials.id });
    return row!.id;
  }
  const saleOf = async (serialId: number) => (await test.deps.db.select().from(sales).where(eq(sales.serialId, serialId)))[0]!;

  it('the sale dialog refuses a bad e-mail with a 422 naming the field, keeps a good one, and corrects it', async () => {
    const serialId = await inNordhavnStock('MAIL-0001');
    const sale = { serial: 'MAIL-0001', customerName: 'Ribe Coatings ApS', soldOn: '2025-10-01', unitPrice: 150_000, reference: 'MAIL-REF-1' };
    const bad = await senior.mutation('portal.sales.record', { ...sale, customerEmail: 'not an e-mail' });
    expect(bad.status).toBe(422);
    expect(bad.json.error?.data.fieldErrors?.customerEmail).toEqual(['The end customer e-mail field must be a valid email address.']);
    expect(await test.deps.db.select().from(sales).where(eq(sales.serialId, serialId))).toEqual([]);

    const good = await senior.mutation('portal.sales.record', { ...sale, customerEmail: ' kim@ribe-coatings.example.test ' });
    expect(good.status).toBe(200);
    expect((await saleOf(serialId)).customerEmail).toBe('kim@ribe-coatings.example.test');
    const id = data<{ id: number }>(good).id;
    const badEdit = await senior.mutation('portal.sales.correct', { id, ...sale, customerEmail: 'kim@' });
    expect(badEdit.status).toBe(422);
    expect(badEdit.json.error?.data.fieldErrors?.customerEmail).toBeDefined();
    expect((await senior.mutation('portal.sales.correct', { id, ...sale, customerEmail: 'lene@ribe-coatings.example.test' })).status).toBe(200);
    expect((await saleOf(serialId)).customerEmail).toBe('lene@ribe-coatings.example.test');

    // The account with the recorded address registers at once; the list shows the address to the seller.
    const lene = await newAccount('Lene Ribe', 'lene@ribe-coatings.example.test');
    expect(data<RegisteredSerial[]>(await register(lene, 'MAIL-0001'))[0]!.waiting).toBeFalsy();
    const page = data<{ rows: Array<{ id: number; serialNumber: string }> }>(await senior.query('portal.sales.list', { q: 'MAIL-0001' }));
    expect(page.rows[0]).toMatchObject({ id, serialNumber: 'MAIL-0001' });
    const recorded = data<{ customerEmail: string }>(await senior.query('portal.sales.get', { id }));
    expect(recorded.customerEmail).toBe('lene@ribe-coatings.example.test');
  });

  it('a CSV import reads customer_email (a bad one refuses the row), and the download writes it', async () => {
    const serialId = await inNordhavnStock('MAIL-0002');
    const header = 'sold_on,serial,quantity,customer,customer_email,unit_price,reference';
    const refused = data<ImportReport>(await senior.mutation('portal.sales.import', { csv: `${header}\n2025-10-02,MAIL-0002,1,Tarm Tank ApS,tarm at example,1000,MAIL-CSV-1` }));
    expect(refused.written).toBe(0);
    expect(refused.errors).toEqual([expect.objectContaining({ line: 2, column: 'customer_email', problem: 'email' })]);

    const report = data<ImportReport>(await senior.mutation('portal.sales.import', { csv: `${header}\n2025-10-02,MAIL-0002,1,Tarm Tank ApS,Jens@Tarm-Tank.example.test,1000,MAIL-CSV-1` }));
    expect(report).toMatchObject({ written: 1, errors: [] });
    expect((await saleOf(serialId)).customerEmail).toBe('Jens@Tarm-Tank.example.test');

    const file = data<DownloadFile>(await senior.query('portal.sales.exportCsv', { q: 'MAIL-0002' }));
    const lines = file.content.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('sold_on,serial,model_code,quantity,customer,customer_email,unit_price,currency,reference');
    expect(lines[1]).toContain(',Tarm Tank ApS,Jens@Tarm-Tank.example.test,');

    const jens = await newAccount('Jens Tarm', 'jens@tarm-tank.example.test');
    expect(data<RegisteredSerial[]>(await register(jens, 'MAIL-0002'))[0]!.waiting).toBeFalsy();
  });
});

describe('the selling company decides a waiting claim', () => {
  it('its senior user confirms: the claimant owns it with a certificate of conformity, is told, and the decision is audited', async () => {
    const serial = await soldByNordhavn('Nordic Tanks A/S');
    const claimant = await newAccount('Carl Claimant', 'carl.claimant@example.test');
    await register(claimant, serial.number);

    const junior = new HttpClient(test, '192.0.2.210');
    await junior.signIn('distributor-junior@demo.test');
    expect((await junior.query('portal.claims.list', {})).status).toBe(403);
    const other = new HttpClient(test, '192.0.2.211');
    await other.signIn('other-senior@demo.test');
    // The portal's claims collection (docs/decisions/0078): the company's waiting claims by default.
    const othersList = data<ClaimPage>(await other.query('portal.claims.list', {}));
    expect(othersList.rows.map((c) => c.serialNumber)).not.toContain(serial.number);

    const listed = data<ClaimPage>(await senior.query('portal.claims.list', { q: serial.number })).rows.find((c) => c.serialNumber === serial.number);
    expect(listed).toMatchObject({ endCustomer: 'Nordic Tanks A/S', claimantName: 'Carl Claimant', status: 'pending' });
    // The decision dialog's view of it, with the claimant's address.
    const row = data<ClaimRow>(await senior.query('portal.claims.get', { id: listed!.id }));
    expect(row).toMatchObject({ endCustomer: 'Nordic Tanks A/S', claimant: { name: 'Carl Claimant', email: 'carl.claimant@example.test', address: '7 Harbour Lane, Bristol, BS1 4XE' } });
    expect((await other.query('portal.claims.get', { id: listed!.id })).status).toBe(404);
    expect((await other.mutation('portal.claims.decide', { id: row!.id, decision: 'confirm' })).status).toBe(404);
    expect((await junior.mutation('portal.claims.decide', { id: row!.id, decision: 'confirm' })).status).toBe(403);

    const confirmed = await senior.mutation('portal.claims.decide', { id: row!.id, decision: 'confirm' });
    expect(confirmed.status).toBe(200);
    const mine = data<MyInstrument[]>(await claimant.query('account.products.choices')).find((i) => i.serialNumber === serial.number);
    expect(mine?.certificate?.number).toMatch(/^COC-/);
    expect((await mailsTo('carl.claimant@example.test')).map((m) => m.subject)).toContain(`Registration confirmed: ${serial.number}`);
    const [record] = await test.deps.db.select().from(registrations).where(eq(registrations.serialId, serial.id));
    expect(record).toMatchObject({ basis: 'confirmed', claimantName: 'Carl Claimant', claimantAddress: '7 Harbour Lane, Bristol, BS1 4XE' });
    const [audit] = await test.deps.db.select().from(auditLog).where(and(eq(auditLog.section, 'serials/claims'), eq(auditLog.recordId, String(row!.id))));
    expect(audit).toMatchObject({ actorEmail: 'distributor-senior@demo.test', action: 'update' });
    expect(JSON.parse(audit!.changes)).toMatchObject({ status: ['pending', 'confirmed'] });
    // Decided once.
    expect((await senior.mutation('portal.claims.decide', { id: row!.id, decision: 'refuse', reason: 'Too late' })).status).toBe(409);
  });

  it('refuses with a reason the claimant is told (a refusal without one is a 422)', async () => {
    const serial = await soldByNordhavn('Baltic Lining GmbH');
    const claimant = await newAccount('Rita Refused', 'rita.refused@example.test');
    await register(claimant, serial.number);
    const row = data<ClaimPage>(await senior.query('portal.claims.list', { q: serial.number })).rows.find((c) => c.serialNumber === serial.number)!;
    const bare = await senior.mutation('portal.claims.decide', { id: row.id, decision: 'refuse' });
    expect(bare.status).toBe(422);
    expect(bare.json.error?.data.fieldErrors?.reason).toBeDefined();
    expect((await senior.mutation('portal.claims.decide', { id: row.id, decision: 'refuse', reason: 'We sold it to Baltic Lining, who still use it.' })).status).toBe(200);
    expect((await serialRow(serial.id)).ownerId).toBeNull();
    const [mine] = data<MyClaim[]>(await claimant.query('account.registration.claims'));
    expect(mine).toMatchObject({ status: 'refused', reason: 'We sold it to Baltic Lining, who still use it.' });
    const refusal = (await mailsTo('rita.refused@example.test')).find((m) => m.subject.startsWith('Registration not confirmed'));
    expect(refusal?.text).toContain('We sold it to Baltic Lining, who still use it.');
  });
});

describe('an admin transfers or releases ownership', () => {
  it('transfers to another account and releases, each recorded in the audit trail; nobody else may', async () => {
    const serial = await soldByNordhavn('Transfer Test SL', 'tom.transfer@example.test');
    const first = await newAccount('Tom Transfer', 'tom.transfer@example.test', { companyName: 'Transfer Test SL' });
    expect(data<RegisteredSerial[]>(await register(first, serial.number))[0]!.waiting).toBeFalsy();
    await newAccount('Tina Taker', 'tina.taker@example.test');

    expect((await senior.mutation('admin.serials.transfer', { serialId: serial.id, email: 'tina.taker@example.test', reason: 'Sold on' })).status).toBe(403);
    const unknown = await admin.mutation('admin.serials.transfer', { serialId: serial.id, email: 'nobody@example.test', reason: 'Sold on' });
    expect(unknown.status).toBe(422);
    expect((await admin.mutation('admin.serials.transfer', { serialId: serial.id, email: 'tina.taker@example.test' })).status).toBe(422);

    const moved = await admin.mutation('admin.serials.transfer', { serialId: serial.id, email: 'tina.taker@example.test', reason: 'Sold on second-hand; invoice seen' });
    expect(moved.status).toBe(200);
    const [tina] = await test.deps.db.select({ id: users.id }).from(users).where(eq(users.email, 'tina.taker@example.test'));
    expect((await serialRow(serial.id)).ownerId).toBe(tina!.id);
    expect(data<MyInstrument[]>(await first.query('account.products.choices')).map((i) => i.serialNumber)).not.toContain(serial.number);
    const history = await test.deps.db.select().from(registrations).where(eq(registrations.serialId, serial.id)).orderBy(asc(registrations.id));
    expect(history.map((h) => [h.basis, h.endedAt !== null])).toEqual([['end-customer', true], ['transfer', false]]);
    // The back office's registration history shows how each came about and the claimant as they were.
    const detail = data<AdminSerialDetail>(await admin.query('admin.serials.get', { id: serial.id }));
    expect(detail.registrations[0]).toMatchObject({ basis: 'end-customer', claimant: { name: 'Tom Transfer', company: 'Transfer Test SL', address: '7 Harbour Lane, Bristol, BS1 4XE' } });

    const released = await admin.mutation('admin.serials.release', { serialId: serial.id, reason: 'Registered by mistake' });
    expect(released.status).toBe(200);
    expect((await serialRow(serial.id)).ownerId).toBeNull();

    const entries = await test.deps.db.select().from(auditLog).where(and(eq(auditLog.section, 'serials'), eq(auditLog.recordId, String(serial.id)))).orderBy(desc(auditLog.id));
    expect(entries.map((e) => JSON.parse(e.changes) as Record<string, unknown>)).toEqual([
      { owner: ['tina.taker@example.test', null], reason: [null, 'Registered by mistake'] },
      { owner: ['tom.transfer@example.test', 'tina.taker@example.test'], reason: [null, 'Sold on second-hand; invoice seen'] },
    ]);
    expect(entries.every((e) => e.actorEmail === 'admin@demo.test')).toBe(true);
  });

  it('confirms a claim to an instrument Voltara sold to a named customer (no company to ask)', async () => {
    const [row] = await test.deps.db
      .insert(serials)
      .values({ number: 'CLAIM-V001', numberKey: 'CLAIMV001', productId: vh15, buildDate: '2025-01-01', status: 'sold', soldOn: '2025-02-01', soldTo: 'Direct Customer Ltd' })
      .returning({ id: serials.id });
    const claimant = await newAccount('Vera Voltara', 'vera.voltara@example.test');
    expect(data<RegisteredSerial[]>(await register(claimant, 'CLAIM-V001'))[0]!.waiting).toBe(true);
    expect((await mailsTo('admin@demo.test')).some((m) => m.subject.includes('CLAIM-V001'))).toBe(true);
    // The admin's claims list (docs/decisions/0076) waits with Voltara's by default.
    const waiting = data<{ rows: Array<{ id: number; serialId: number; soldBy: string | null; status: string }> }>(await admin.query('admin.serials.claims.list', {}));
    const claim = waiting.rows.find((c) => c.serialId === row!.id)!;
    expect(claim).toMatchObject({ soldBy: null, status: 'pending' });
    expect((await admin.mutation('admin.serials.decideClaim', { id: claim.id, decision: 'confirm' })).status).toBe(200);
    expect((await serialRow(row!.id)).status).toBe('registered');
  });
});

describe('rate limits', () => {
  const searchStatus = async (client: HttpClient) => {
    const response = await client.get(`/trpc/account.registration.search?input=${encodeURIComponent(JSON.stringify({ query: 'VH15-12345678' }))}`);
    return { status: response.status, retryAfter: response.headers.get('Retry-After') };
  };

  it('throttles searching per account and per address, with 429 and Retry-After', async () => {
    const one = await newAccount('Searcher One', 'searcher.one@example.test');
    for (let i = 0; i < 20; i++) expect((await searchStatus(one)).status).toBe(200);
    const over = await searchStatus(one);
    expect(over.status).toBe(429);
    expect(Number(over.retryAfter)).toBeGreaterThan(0);

    // Three accounts on one address: the address allows 40 searches in all.
    const shared = '203.0.113.150';
    const [a, b, c] = [
      moveTo(await newAccount('Shared Alpha', 'shared.alpha@example.test'), shared),
      moveTo(await newAccount('Shared Beta', 'shared.beta@example.test'), shared),
      moveTo(await newAccount('Shared Gamma', 'shared.gamma@example.test'), shared),
    ] as const;
    for (let i = 0; i < 20; i++) expect((await searchStatus(a)).status).toBe(200);
    for (let i = 0; i < 20; i++) expect((await searchStatus(b)).status).toBe(200);
    const third = await searchStatus(c);
    expect(third.status).toBe(429);
    expect(Number(third.retryAfter)).toBeGreaterThan(0);
  });

  it('throttles registering per account and per address', async () => {
    const one = await newAccount('Register One', 'register.one@example.test');
    for (let i = 0; i < 10; i++) expect((await register(one, 'NOPE-1')).status).toBe(422);
    const over = await one.post('/trpc/account.registration.register', { productId: vh15, optionId: null, serials: 'NOPE-1', purchaseDate: '2025-09-02' });
    expect(over.status).toBe(429);
    expect(Number(over.headers.get('Retry-After'))).toBeGreaterThan(0);

    const shared = '203.0.113.160';
    const clients = [
      moveTo(await newAccount('Reg Alpha', 'reg.alpha@example.test'), shared),
      moveTo(await newAccount('Reg Beta', 'reg.beta@example.test'), shared),
      moveTo(await newAccount('Reg Gamma', 'reg.gamma@example.test'), shared),
    ];
    for (let i = 0; i < 10; i++) expect((await register(clients[0]!, 'NOPE-1')).status).toBe(422);
    for (let i = 0; i < 10; i++) expect((await register(clients[1]!, 'NOPE-1')).status).toBe(422);
    expect((await register(clients[2]!, 'NOPE-1')).status).toBe(429);
  });
});
