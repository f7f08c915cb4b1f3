import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResourceListInput } from '../../src/shared/collections/list';
import type { ResourceRow } from '../../src/shared/collections/types';
import type { Actor } from '../../src/server/auth/actor';
import { companies, products, serialClaims, serials } from '../../src/server/db/schema';
import { callerAs, codeOf, demoActors } from '../setup/demo-callers';
import { HttpClient } from '../setup/http-client';
import { createTestApp, type TestApp } from '../setup/test-app';

/**
 * The admin's ownership claims as a collection (admin.serials.claims.list; no writes: a claim is decided on its
 * instrument's page), docs/decisions/0076, through the real router on the seeded demo data. This file writes 30 claims
 * to instruments CLM-0001 … CLM-0030 a minute apart (CLM-0030 the newest): Voltara's waiting ones, every third sold
 * by Nordhavn, every fifth decided (confirmed or refused) and CLM-0029 superseded.
 */
let test: TestApp;
let actors: Map<string, Actor> = new Map();
let nordhavn = { id: 0, name: '' };
const COUNT = 30;
const number = (index: number) => `CLM-${String(index).padStart(4, '0')}`;
const sellerOf = (index: number) => (index % 3 === 0 ? 'nordhavn' : 'voltara');
const statusOf = (index: number) => (index === 29 ? 'superseded' : index % 5 === 0 ? (index % 10 === 0 ? 'refused' : 'confirmed') : 'pending');

const api = (who: string | null) => callerAs(test, actors, who).admin.serials.claims;
const numbers = (rows: readonly ResourceRow[]) => rows.map((row) => row.serialNumber);
/** The file's own claims (the demo data may hold others), newest first. */
const list = async (input: ResourceListInput = {}) => (await api('admin').list({ perPage: 100, q: 'CLM-', ...input })).rows;
const expected = (keep: (index: number) => boolean) =>
  Array.from({ length: COUNT }, (_, i) => COUNT - i)
    .filter(keep)
    .map(number);

beforeAll(async () => {
  test = await createTestApp();
  const db = test.deps.db;
  actors = await demoActors(test, ['admin', 'customer', 'distributor-senior']);
  const [company] = await db.select({ id: companies.id, name: companies.name }).from(companies).where(eq(companies.id, actors.get('distributor-senior')!.companyId!));
  nordhavn = company!;
  const [product] = await db.select({ id: products.id }).from(products).where(eq(products.modelCode, 'VH-15'));
  const now = Date.now();
  for (let index = 1; index <= COUNT; index++) {
    const [serial] = await db
      .insert(serials)
      .values({ number: number(index), numberKey: number(index).replace('-', ''), productId: product!.id, buildDate: '2025-01-01', status: 'sold', soldOn: '2025-02-01', soldTo: 'Named Customer Ltd' })
      .returning({ id: serials.id });
    await db.insert(serialClaims).values({
      serialId: serial!.id,
      userId: actors.get('customer')!.id,
      companyId: sellerOf(index) === 'nordhavn' ? nordhavn.id : null,
      status: statusOf(index),
      claimantName: `Claimant ${index}`,
      claimantEmail: `claimant.${index}@example.test`,
      // A minute apart, whatever the time of day: newest is CLM-0030.
      createdAt: new Date(now - 60_000 * (COUNT - index)),
    });
  }
});
afterAll(() => test.close());

describe('admin.serials.claims as the admin claims collection', () => {
  it("lists Voltara's waiting claims by default, newest first, with the serial, the claimant and no seller", async () => {
    const page = await api('admin').list({ q: 'CLM-' });
    expect(page).toMatchObject({ paging: 'offset', page: 1, perPage: 25 });
    expect(numbers(page.rows)).toEqual(expected((i) => sellerOf(i) === 'voltara' && statusOf(i) === 'pending'));
    const [newest] = page.rows;
    expect(newest).toMatchObject({ serialNumber: 'CLM-0028', claimantName: 'Claimant 28', claimantEmail: 'claimant.28@example.test', soldBy: null, status: 'pending' });
    expect(typeof newest!.serialId).toBe('number');
    // Only the list's columns: not the claimant's address or IP.
    expect(Object.keys(newest!).sort()).toEqual(['claimantEmail', 'claimantName', 'createdAt', 'id', 'serialId', 'serialNumber', 'soldBy', 'status']);
  });

  it('filters by state (decided, any) and seller (a partner, any)', async () => {
    expect(numbers(await list({ filters: { state: 'decided' } }))).toEqual(expected((i) => sellerOf(i) === 'voltara' && (statusOf(i) === 'confirmed' || statusOf(i) === 'refused')));
    expect(numbers(await list({ filters: { state: 'any' } }))).toEqual(expected((i) => sellerOf(i) === 'voltara'));
    const partners = await list({ filters: { seller: 'partner' } });
    expect(numbers(partners)).toEqual(expected((i) => sellerOf(i) === 'nordhavn' && statusOf(i) === 'pending'));
    expect(partners[0]).toMatchObject({ soldBy: nordhavn.name });
    expect(numbers(await list({ filters: { seller: 'any', state: 'any' } }))).toEqual(expected(() => true));
  });

  it("finds a claim by the serial number's start or a part of the claimant's name or e-mail, in any case", async () => {
    expect(numbers(await list({ q: 'clm-0028' }))).toEqual(['CLM-0028']);
    expect(numbers(await list({ q: 'CLAIMANT.2@example' }))).toEqual(['CLM-0002']);
    expect(numbers(await list({ q: 'claimant 11' }))).toEqual(['CLM-0011']);
    expect((await api('admin').list({ q: 'no-such-claim-anywhere' })).total).toBe(0);
    // Wildcards are plain characters.
    expect((await api('admin').list({ q: '%' })).total).toBe(0);
  });

  it('sorts by date both ways and pages', async () => {
    const all = { seller: 'any', state: 'any' };
    expect(numbers(await list({ filters: all, sort: 'createdAt', dir: 'asc' })).slice(0, 2)).toEqual(['CLM-0001', 'CLM-0002']);
    const second = await api('admin').list({ q: 'CLM-', filters: all, perPage: 25, page: 2 });
    expect(second.total).toBe(COUNT);
    expect(numbers(second.rows)).toEqual(['CLM-0005', 'CLM-0004', 'CLM-0003', 'CLM-0002', 'CLM-0001']);
  });

  it('is for admins only, offers no writes, and answers bad input with 422', async () => {
    expect(await codeOf(api(null).list({}))).toBe('UNAUTHORIZED');
    expect(await codeOf(api('customer').list({}))).toBe('FORBIDDEN');
    expect(await codeOf(api('distributor-senior').list({}))).toBe('FORBIDDEN');
    const visitor = new HttpClient(test, '192.0.2.190');
    expect((await visitor.query('admin.serials.claims.list', {})).status).toBe(401);
    const admin = new HttpClient(test, '192.0.2.191');
    await admin.signIn('admin@demo.test');
    expect((await admin.query('admin.serials.claims.list', { filters: { state: 'nonsense' } })).status).toBe(422);
    expect((await admin.query('admin.serials.claims.list', { filters: { company: '1' } })).status).toBe(422);
    expect((await admin.query('admin.serials.claims.list', { sort: 'claimantAddress' })).status).toBe(422);
    expect((await admin.query('admin.serials.claims.list', { perPage: 100000 })).status).toBe(422);
    const customer = new HttpClient(test, '192.0.2.192');
    await customer.signIn('distributor-senior@demo.test');
    expect((await customer.query('admin.serials.claims.list', {})).status).toBe(403);
    const [row] = await list();
    expect(await codeOf(api('admin').delete({ id: row!.id }))).toBe('FORBIDDEN');
  });
});
