import { and, asc, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../src/server/db/schema';
import { HttpClient, type TrpcAnswer } from '../setup/http-client';
import { createTestApp, type TestApp } from '../setup/test-app';

/**
 * A collection's text field that declares suggestions (`{ kind: 'text', suggest }`) is served by the collection's own
 * `suggest` procedure, under the collection's access: /portal/stock's model code suggests the catalogue's codes as a
 * distributor types, named in the reader's language, over HTTP as the add dialog asks.
 */
let test: TestApp;
let member: HttpClient;
/** A catalogue product with a model code, named in English and German. */
let product = { modelCode: '', name_EN: '', name_DE: '' };

const PATH = 'portal.stock.suggest';
const suggestions = (answer: { json: TrpcAnswer }) => answer.json.result?.data as { value: string; label: string }[];

beforeAll(async () => {
  test = await createTestApp();
  const [row] = await test.deps.db
    .select({ modelCode: products.modelCode, name_EN: products.name_EN, name_DE: products.name_DE })
    .from(products)
    .where(and(ne(products.modelCode, ''), ne(products.name_DE, ''), ne(products.name_DE, products.name_EN)))
    .orderBy(asc(products.id))
    .limit(1);
  if (!row) throw new Error('the demo catalogue has no product named in German');
  product = row;
  member = new HttpClient(test, '198.51.100.61');
  await member.signIn('distributor-junior@demo.test');
});
afterAll(() => test.close());

describe('portal.stock.suggest (the model code box of the add dialog)', () => {
  it('suggests catalogue model codes from part of one, in any spelling, each with its product’s name', async () => {
    // "vh15" for "VH-15": lower case, no dash, as a distributor types it.
    const typed = product.modelCode.replace(/[-\s]/g, '').toLowerCase().slice(0, 4);
    const answer = await member.query(PATH, { field: 'modelCode', search: typed });
    expect(answer.status).toBe(200);
    const found = suggestions(answer);
    expect(found).toContainEqual({ value: product.modelCode, label: product.name_EN });
    expect(found.length).toBeLessThanOrEqual(20);
  });

  it('names the products in the reader’s language', async () => {
    const german = new HttpClient(test, '198.51.100.62');
    await german.signIn('distributor-senior@demo.test');
    await german.get('/?lang=de');
    const found = suggestions(await german.query(PATH, { field: 'modelCode', search: product.modelCode }));
    expect(found).toContainEqual({ value: product.modelCode, label: product.name_DE });
  });

  it('answers a code nothing starts with with no suggestions (the box keeps the text; saving says it is unknown)', async () => {
    const answer = await member.query(PATH, { field: 'modelCode', search: 'ZZQ-NOTHING' });
    expect(answer.status).toBe(200);
    expect(suggestions(answer)).toEqual([]);
  });

  it('has no suggestions for a field that declares none (404) and refuses bad input with a 4xx', async () => {
    expect((await member.query(PATH, { field: 'modelCode', search: '12' })).status).toBe(200);
    expect((await member.query(PATH, { field: 'quantity', search: '12' })).status).toBe(404);
    expect((await member.query(PATH, { field: 'nope', search: '12' })).status).toBe(404);
    const tooLong = await member.query(PATH, { field: 'modelCode', search: 'x'.repeat(5000) });
    expect(tooLong.status).toBeGreaterThanOrEqual(400);
    expect(tooLong.status).toBeLessThan(500);
    expect((await member.query(PATH, { search: 'VH' })).status).toBe(422);
  });

  it('is the collection’s: a visitor must sign in, a customer without the portal is refused', async () => {
    expect((await member.query(PATH, { field: 'modelCode', search: 'VH' })).status).toBe(200);
    expect((await new HttpClient(test, '198.51.100.63').query(PATH, { field: 'modelCode', search: 'VH' })).status).toBe(401);
    const customer = new HttpClient(test, '198.51.100.64');
    await customer.signIn('customer@demo.test');
    expect((await customer.query(PATH, { field: 'modelCode', search: 'VH' })).status).toBe(403);
  });
});
