import { and, desc, eq, isNotNull, isNull, ne } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { EnquiryDetail } from '../../src/shared/enquiries/inbox.schema';
import { countries, enquiries, products, rateLimits, serials, users } from '../../src/server/db/schema';
import { HttpClient } from '../setup/http-client';
import { createTestApp, type TestApp } from '../setup/test-app';
import { formTicket } from '../setup/form-ticket';

/**
 * A calibration booked by a signed-in customer for one of their registered instruments keeps the link to it
 * (details.serialId, a link on the admin's page); any other serial is kept as typed, and the answer never tells whose
 * a serial is. The booking page's HTML is the same for everyone (the instrument choice comes after hydration).
 */
let test: TestApp;
let customer: HttpClient;
let admin: HttpClient;
const ids = { uk: 0, vh15: 0, customer: '' };
let own: { id: number; number: string };

beforeAll(async () => {
  test = await createTestApp();
  const { db } = test.deps;
  ids.uk = (await db.select().from(countries).where(eq(countries.name, 'United Kingdom')))[0]!.id;
  ids.vh15 = (await db.select().from(products).where(eq(products.slug, 'vh-15-portable-dc-holiday-detector')))[0]!.id;
  ids.customer = (await db.select().from(users).where(eq(users.email, 'customer@demo.test')))[0]!.id;
  own = (await db.select({ id: serials.id, number: serials.number }).from(serials).where(and(eq(serials.ownerId, ids.customer), eq(serials.productId, ids.vh15))).limit(1))[0]!;
  customer = new HttpClient(test, '198.51.100.30');
  await customer.signIn('customer@demo.test');
  admin = new HttpClient(test, '198.51.100.31');
  await admin.signIn('admin@demo.test');
});
afterAll(() => test?.close());
beforeEach(async () => {
  await test.deps.db.delete(rateLimits);
});

const booking = (extra: Record<string, unknown> = {}) => ({
  kind: 'calibration',
  productId: ids.vh15,
  serial: own.number,
  preferredDate: '2027-02-15',
  delivery: 'drop-off',
  returnAddress: 'Goods In, 12 Canal Wharf\nSheffield S3 8RY',
  countryId: ids.uk,
  name: 'Colin Customer',
  email: 'customer@demo.test',
  consents: { terms: true, dealer: false, marketing: false },
  website: '',
  ticket: formTicket(test),
  ...extra,
});

async function book(client: HttpClient, input: Record<string, unknown>) {
  const answer = await client.mutation('public.enquiries.send', input);
  expect(answer.status, JSON.stringify(answer.json)).toBe(200);
  const { id, message } = answer.json.result!.data as { id: number; message: string };
  const [row] = await test.deps.db.select().from(enquiries).where(eq(enquiries.id, id));
  return { id, message, details: JSON.parse(row!.details) as Record<string, unknown> };
}

async function detail(id: number): Promise<EnquiryDetail> {
  const answer = await admin.query('admin.enquiries.get', { id });
  expect(answer.status).toBe(200);
  return answer.json.result!.data as EnquiryDetail;
}

describe('a calibration booked for a registered instrument', () => {
  it('links the customer\'s own serial, in any spelling, and the admin\'s page shows it', async () => {
    const booked = await book(customer, booking({ serial: ` ${own.number.toLowerCase().replace('-', ' ')} ` }));
    expect(booked.details).toMatchObject({ serialId: own.id, preferredDate: '2027-02-15', delivery: 'drop-off' });
    expect(booked.details.serial).toBe(own.number.toLowerCase().replace('-', ' '));
    const page = await detail(booked.id);
    expect(page.instrument).toEqual({ id: own.id, number: own.number });
    expect(page.account).toMatchObject({ id: ids.customer });
  });

  it('keeps a serial that is not the customer\'s (another owner\'s, nobody\'s, or of another product) as typed, with the same answer', async () => {
    const mine = await book(customer, booking());
    const [theirs] = await test.deps.db
      .select({ number: serials.number, productId: serials.productId })
      .from(serials)
      .where(and(isNotNull(serials.ownerId), ne(serials.ownerId, ids.customer)))
      .limit(1);
    const [nobodys] = await test.deps.db.select({ number: serials.number, productId: serials.productId }).from(serials).where(isNull(serials.ownerId)).limit(1);
    const [otherProduct] = await test.deps.db.select({ id: products.id }).from(products).where(ne(products.id, ids.vh15)).orderBy(desc(products.id)).limit(1);
    for (const extra of [
      { productId: theirs!.productId, serial: theirs!.number },
      { productId: nobodys!.productId, serial: nobodys!.number },
      { productId: otherProduct!.id, serial: own.number },
      { serial: 'VT-0000-0000' },
    ]) {
      const booked = await book(customer, booking(extra));
      expect(booked.message, JSON.stringify(extra)).toBe(mine.message);
      expect(booked.details, JSON.stringify(extra)).not.toHaveProperty('serialId');
      expect(booked.details.serial).toBe(extra.serial);
      expect((await detail(booked.id)).instrument).toBeNull();
    }
  });

  it('a visitor who names the customer\'s serial gets no link', async () => {
    const visitor = new HttpClient(test, '198.51.100.32');
    const booked = await book(visitor, booking({ email: 'someone@example.com' }));
    expect(booked.details).not.toHaveProperty('serialId');
    expect((await detail(booked.id)).instrument).toBeNull();
  });

  it('the booking page\'s HTML is the same for the customer as for anyone: no instrument choice in it', async () => {
    const signedIn = await customer.get('/services/calibration/book');
    const html = await signedIn.text();
    expect(signedIn.status).toBe(200);
    // The markup, without the page's data (which carries the namespace's texts for hydration).
    const markup = html.replace(/<script\b[^>]*>.*?<\/script>/gs, '');
    expect(markup).toContain('Serial number');
    expect(markup).not.toContain('Or one of my instruments');
    expect(html).not.toContain(own.number);
    expect(html).not.toContain('account.products');
  });
});
