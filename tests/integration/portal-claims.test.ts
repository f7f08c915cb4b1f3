import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResourceListInput } from '../../src/shared/collections/list';
import type { ResourceRow } from '../../src/shared/collections/types';
import type { Actor } from '../../src/server/auth/actor';
import { products, serialClaims, serials } from '../../src/server/db/schema';
import { callerAs, codeOf, demoActors } from '../setup/demo-callers';
import { HttpClient } from '../setup/http-client';
import { createTestApp, type TestApp } from '../setup/test-app';

/**
 * The portal's ownership claims as a collection (portal.claims.list and .get beside the `decide` workflow; no writes),
 * docs/decisions/0078, through the real router on the seeded demo data. This file writes 30 claims to instruments
 * PCL-0001 … PCL-0030 a minute apart (PCL-0030 the newest): Nordhavn's (distributor-senior's company), every third one
 * Iberia's (other-senior's) and every seventh Voltara's own; every fifth decided (confirmed or refused), PCL-0029
 * superseded.
 */
let test: TestApp;
let actors: Map<string, Actor> = new Map();
const COUNT = 30;
const number = (index: number) => `PCL-${String(index).padStart(4, '0')}`;
const sellerOf = (index: number) => (index % 7 === 0 ? 'voltara' : index % 3 === 0 ? 'iberia' : 'nordhavn');
const statusOf = (index: number) => (index === 29 ? 'superseded' : index % 5 === 0 ? (index % 10 === 0 ? 'refused' : 'confirmed') : 'pending');
const nordhavns = (keep: (index: number) => boolean) => (index: number) => sellerOf(index) === 'nordhavn' && keep(index);

const api = (who: string | null) => callerAs(test, actors, who).portal.claims;
const numbers = (rows: readonly ResourceRow[]) => rows.map((row) => row.serialNumber);
/** The file's own claims (the demo data may hold others) as Nordhavn's senior user reads them, newest first. */
const list = async (input: ResourceListInput = {}, who = 'distributor-senior') => (await api(who).list({ perPage: 100, q: 'PCL-', ...input })).rows;
const expected = (keep: (index: number) => boolean) =>
  Array.from({ length: COUNT }, (_, i) => COUNT - i)
    .filter(keep)
    .map(number);

beforeAll(async () => {
  test = await createTestApp();
  const db = test.deps.db;
  actors = await demoActors(test, ['admin', 'customer', 'distributor-senior', 'distributor-junior', 'other-senior']);
  const companyOf = { nordhavn: actors.get('distributor-senior')!.companyId, iberia: actors.get('other-senior')!.companyId, voltara: null };
  expect(companyOf.nordhavn).not.toBe(companyOf.iberia);
  const [product] = await db.select({ id: products.id }).from(products).where(eq(products.modelCode, 'VH-15'));
  const now = Date.now();
  for (let index = 1; index <= COUNT; index++) {
    const companyId = companyOf[sellerOf(index)];
    const [serial] = await db
      .insert(serials)
      .values({ number: number(index), numberKey: number(index).replace('-', ''), productId: product!.id, buildDate: '2025-01-01', status: 'sold', companyId, soldOn: '2025-02-01', soldTo: `End Customer ${index}` })
      .returning({ id: serials.id });
    await db.insert(serialClaims).values({
      serialId: serial!.id,
      userId: actors.get('customer')!.id,
      companyId,
      status: statusOf(index),
      endCustomer: `End Customer ${index}`,
      claimantName: `Claimant ${index}`,
      claimantEmail: `claimant.${index}@example.test`,
      claimantAddress: `${index} Harbour Lane`,
      // A minute apart, whatever the time of day: newest is PCL-0030.
      createdAt: new Date(now - 60_000 * (COUNT - index)),
    });
  }
});
afterAll(() => test.close());

describe('portal.claims as the portal claims collection', () => {
  it("lists the company's waiting claims by default, newest first, with the serial, its model, the end customer and the claimant", async () => {
    const page = await api('distributor-senior').list({ q: 'PCL-' });
    expect(page).toMatchObject({ paging: 'offset', page: 1, perPage: 25 });
    expect(numbers(page.rows)).toEqual(expected(nordhavns((i) => statusOf(i) === 'pending')));
    const [newest] = page.rows;
    expect(newest).toMatchObject({ serialNumber: 'PCL-0026', modelCode: 'VH-15', endCustomer: 'End Customer 26', claimantName: 'Claimant 26', claimantEmail: 'claimant.26@example.test', status: 'pending' });
    expect(typeof newest!.serialId).toBe('number');
    // Only the list's columns: not the claimant's address (the dialog's), nor who decided.
    expect(Object.keys(newest!).sort()).toEqual(['claimantEmail', 'claimantName', 'createdAt', 'endCustomer', 'id', 'modelCode', 'serialId', 'serialNumber', 'status']);
  });

  it('filters by state: decided, any', async () => {
    expect(numbers(await list({ filters: { state: 'decided' } }))).toEqual(expected(nordhavns((i) => statusOf(i) === 'confirmed' || statusOf(i) === 'refused')));
    expect(numbers(await list({ filters: { state: 'any' } }))).toEqual(expected(nordhavns(() => true)));
  });

  it("finds a claim by the serial number's start or a part of the claimant's name or e-mail, in any case", async () => {
    expect(numbers(await list({ q: 'pcl-0026' }))).toEqual(['PCL-0026']);
    expect(numbers(await list({ q: 'CLAIMANT.2@example' }))).toEqual(['PCL-0002']);
    expect(numbers(await list({ q: 'claimant 11' }))).toEqual(['PCL-0011']);
    // Another company's claim is not found by its number either.
    expect(numbers(await list({ q: 'PCL-0003', filters: { state: 'any' } }))).toEqual([]);
    expect((await api('distributor-senior').list({ q: 'no-such-claim-anywhere' })).total).toBe(0);
    // Wildcards are plain characters.
    expect((await api('distributor-senior').list({ q: '%' })).total).toBe(0);
  });

  it('sorts by date both ways and pages', async () => {
    const any = { state: 'any' };
    const all = expected(nordhavns(() => true));
    expect(numbers(await list({ filters: any, sort: 'createdAt', dir: 'asc' }))).toEqual([...all].reverse());
    const second = await api('distributor-senior').list({ q: 'PCL-', filters: any, perPage: 10, page: 2 });
    expect(second.total).toBe(all.length);
    expect(numbers(second.rows)).toEqual(all.slice(10, 20));
  });

  it("keeps each company to its own claims; an admin in the portal reads every company's", async () => {
    expect(numbers(await list({ filters: { state: 'any' } }, 'other-senior'))).toEqual(expected((i) => sellerOf(i) === 'iberia'));
    expect(numbers(await list({ filters: { state: 'any' } }, 'admin'))).toEqual(expected(() => true));
    const [iberias] = await list({}, 'other-senior');
    expect(await codeOf(api('distributor-senior').get({ id: iberias!.id }))).toBe('NOT_FOUND');
    // The dialog's view of one's own: the claimant's address and the seller.
    const [own] = await list();
    expect(await api('distributor-senior').get({ id: own!.id })).toMatchObject({
      serial: { number: 'PCL-0026', model: 'VH-15' },
      endCustomer: 'End Customer 26',
      claimant: { name: 'Claimant 26', address: '26 Harbour Lane' },
      status: 'pending',
    });
    // Deciding another company's claim is a 404 too (the workflow's own check).
    expect(await codeOf(api('distributor-senior').decide({ id: iberias!.id, decision: 'refuse', reason: 'Not ours' }))).toBe('NOT_FOUND');
  });

  it("is for the company's senior users and admins, offers no writes, and answers bad input with 422", async () => {
    expect(await codeOf(api(null).list({}))).toBe('UNAUTHORIZED');
    expect(await codeOf(api('customer').list({}))).toBe('FORBIDDEN');
    expect(await codeOf(api('distributor-junior').list({}))).toBe('FORBIDDEN');
    expect(await codeOf(api('distributor-junior').get({ id: 1 }))).toBe('FORBIDDEN');
    const visitor = new HttpClient(test, '192.0.2.180');
    expect((await visitor.query('portal.claims.list', {})).status).toBe(401);
    const senior = new HttpClient(test, '192.0.2.181');
    await senior.signIn('distributor-senior@demo.test');
    expect((await senior.query('portal.claims.list', { filters: { state: 'nonsense' } })).status).toBe(422);
    expect((await senior.query('portal.claims.list', { filters: { seller: 'any' } })).status).toBe(422);
    expect((await senior.query('portal.claims.list', { sort: 'claimantAddress' })).status).toBe(422);
    expect((await senior.query('portal.claims.list', { perPage: 100000 })).status).toBe(422);
    expect((await senior.query('portal.claims.get', { id: 'x' })).status).toBe(422);
    expect((await senior.query('portal.claims.get', { id: 99_999_999 })).status).toBe(404);
    const customer = new HttpClient(test, '192.0.2.182');
    await customer.signIn('customer@demo.test');
    expect((await customer.query('portal.claims.list', {})).status).toBe(403);
    const [row] = await list();
    expect(await codeOf(api('distributor-senior').delete({ id: row!.id }))).toBe('FORBIDDEN');
    expect(await codeOf(api('distributor-senior').update({ id: row!.id, data: { status: 'confirmed' } }))).toBe('FORBIDDEN');
  });
});
