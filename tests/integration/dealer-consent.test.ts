import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { consents, countries, enquiries, leads, products, rateLimits } from '../../src/server/db/schema';
import { HttpClient } from '../setup/http-client';
import { createTestApp, type TestApp } from '../setup/test-app';
import { formTicket } from '../setup/form-ticket';

/**
 * Issue 30 item 8: sharing the details with the local dealer is required only where a dealer answers, a quotation.
 * A product question, a product enquiry and a training booking are answered by Voltara: they are stored without that
 * consent (recorded as not given), and a sales enquiry without it is not offered to a dealer as a lead.
 */
let test: TestApp;
let productId: number;
let ukId: number;
beforeAll(async () => {
  test = await createTestApp();
  productId = (await test.deps.db.select().from(products).where(eq(products.slug, 'vh-15-portable-dc-holiday-detector')))[0]!.id;
  ukId = (await test.deps.db.select().from(countries).where(eq(countries.name, 'United Kingdom')))[0]!.id;
});
afterAll(() => test.close());
beforeEach(async () => {
  await test.deps.db.delete(rateLimits);
});

let nextIp = 1;
async function send(input: Record<string, unknown>) {
  const visitor = new HttpClient(test, `198.51.100.${nextIp++}`);
  const answer = await visitor.mutation('public.enquiries.send', { website: '', ticket: formTicket(test), ...input });
  return answer as { status: number; json: { result?: { data: { id: number } }; error?: { data: { fieldErrors?: Record<string, string[]> } } } };
}

const product = (kind: string, email: string, extra: Record<string, unknown> = {}) => ({
  kind,
  name: 'Ada Inspector',
  email,
  country: 'United Kingdom',
  productId,
  message: 'Does it test 3 mm epoxy?',
  consents: { terms: true, dealer: false, marketing: false },
  ...extra,
});

const dealerConsentOf = async (email: string) =>
  (await test.deps.db.select().from(consents).where(eq(consents.email, email))).filter((row) => row.kind === 'dealer-sharing').map((row) => row.given);
const lastEnquiry = async () => (await test.deps.db.select().from(enquiries).orderBy(desc(enquiries.id)).limit(1))[0]!;

describe('the dealer consent on the forms Voltara answers', () => {
  it.each([
    ['product-question', {}],
    ['product-enquiry', { quantity: 2 }],
    ['training', { attendees: [{ name: 'Ann' }], preferredDate: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10), preferredTime: 'morning' }],
  ] as const)('a %s is sent without it, and recorded as not given', async (kind, extra) => {
    const email = `${kind}.no-dealer@example.com`;
    const answer = await send(product(kind, email, extra));
    expect(answer.status, JSON.stringify(answer.json)).toBe(200);
    expect(await lastEnquiry()).toMatchObject({ id: answer.json.result!.data.id, kind, email });
    expect(await dealerConsentOf(email)).toEqual([false]);
  });

  it('a product enquiry without it is not offered to a dealer; with it, it is', async () => {
    const without = await send(product('product-enquiry', 'buyer.private@example.com', { quantity: 1 }));
    expect(without.status).toBe(200);
    expect(await test.deps.db.select().from(leads).where(eq(leads.enquiryId, without.json.result!.data.id))).toEqual([]);
    const withIt = await send(product('product-enquiry', 'buyer.shared@example.com', { quantity: 1, consents: { terms: true, dealer: true } }));
    expect(withIt.status).toBe(200);
    expect(await test.deps.db.select().from(leads).where(eq(leads.enquiryId, withIt.json.result!.data.id))).toHaveLength(1);
  });

  it('a quotation still needs it, with SPEC.md\'s message, while a product question with the same consents is taken', async () => {
    const taken = await send(product('product-question', 'question.beside-quote@example.com'));
    expect(taken.status).toBe(200);
    const refused = await send({
      kind: 'quote',
      firstName: 'Ada',
      lastName: 'Inspector',
      email: 'quote.no-dealer@example.com',
      countryId: ukId,
      message: 'A price for two VH-15, please.',
      consents: { terms: true, dealer: false },
    });
    expect(refused.status).toBe(422);
    expect(refused.json.error!.data.fieldErrors).toEqual({ 'consents.dealer': ['You must agree for your information to be passed to your local dealer'] });
  });
});
