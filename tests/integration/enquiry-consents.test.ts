import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { EnquiryDetail } from '../../src/shared/enquiries/inbox.schema';
import { consents, countries, enquiries, rateLimits, users } from '../../src/server/db/schema';
import { HttpClient } from '../setup/http-client';
import { createTestApp, type TestApp } from '../setup/test-app';
import { formTicket } from '../setup/form-ticket';

/**
 * Consents name the enquiry they were given with (migration 0016): written in the enquiry's batch, read by the inbox
 * by that link, kept (unlinked) when the enquiry is erased. Enquiries stored before the link find theirs by time.
 */
let test: TestApp;
let admin: HttpClient;
let ukId: number;

beforeAll(async () => {
  test = await createTestApp();
  admin = new HttpClient(test, '198.51.100.60');
  await admin.signIn('admin@demo.test');
  ukId = (await test.deps.db.select().from(countries).where(eq(countries.name, 'United Kingdom')))[0]!.id;
});
afterAll(() => test.close());
beforeEach(async () => {
  await test.deps.db.delete(rateLimits);
});

let nextIp = 1;
/** A contact message (its dealer consent is optional, so two messages can differ in it). */
async function send(email: string, dealer: boolean, extra: Record<string, unknown> = {}): Promise<number> {
  const visitor = new HttpClient(test, `198.51.100.${nextIp++}`);
  const answer = await visitor.mutation('public.enquiries.send', {
    kind: 'contact',
    firstName: 'Ada',
    lastName: 'Inspector',
    email,
    countryId: ukId,
    message: 'Which detector suits 3 mm epoxy?',
    consents: { terms: true, dealer, marketing: false },
    website: '',
    ticket: formTicket(test),
    ...extra,
  });
  expect(answer.status, JSON.stringify(answer.json)).toBe(200);
  return (answer.json.result!.data as { id: number }).id;
}

async function shown(id: number): Promise<Array<[string, boolean]>> {
  const answer = await admin.query('admin.enquiries.get', { id });
  expect(answer.status).toBe(200);
  return (answer.json.result!.data as EnquiryDetail).consents.map((consent) => [consent.kind, consent.given]);
}

const linkedTo = async (ids: number[]) => test.deps.db.select().from(consents).where(inArray(consents.enquiryId, ids));

describe('consents and their enquiry', () => {
  it('an enquiry stored before the link (no linked consents anywhere yet) finds its consents by e-mail and time', async () => {
    const at = new Date(Date.now() - 3_600_000);
    const [old] = await test.deps.db.insert(enquiries).values({ kind: 'contact', name: 'Olga Old', email: 'old@example.com', createdAt: at }).returning();
    await test.deps.db.insert(consents).values([
      { email: 'old@example.com', kind: 'terms-privacy', given: true, createdAt: at },
      { email: 'old@example.com', kind: 'dealer-sharing', given: true, createdAt: at },
      { email: 'old@example.com', kind: 'marketing', given: false, createdAt: at },
    ]);
    expect(await shown(old!.id)).toEqual([['dealer-sharing', true], ['marketing', false], ['terms-privacy', true]]);
  });

  it('two enquiries from one e-mail within the same second each show their own consents', async () => {
    const first = await send('twice@example.com', true);
    const second = await send('twice@example.com', false);
    // The same second for all of them, as two quick forms get (timestamps are whole seconds): pairing by time could
    // not tell them apart.
    const at = new Date(Math.floor(Date.now() / 1000) * 1000);
    await test.deps.db.update(enquiries).set({ createdAt: at }).where(inArray(enquiries.id, [first, second]));
    await test.deps.db.update(consents).set({ createdAt: at }).where(eq(consents.email, 'twice@example.com'));

    expect(await shown(first)).toEqual([['dealer-sharing', true], ['marketing', false], ['terms-privacy', true]]);
    expect(await shown(second)).toEqual([['dealer-sharing', false], ['marketing', false], ['terms-privacy', true]]);
    const rows = await linkedTo([first, second]);
    expect(rows.filter((row) => row.enquiryId === first)).toHaveLength(3);
    expect(rows.filter((row) => row.enquiryId === second)).toHaveLength(3);
  });

  it('links each enquiry\'s consents to it when many arrive at once', async () => {
    const sent = await Promise.all(Array.from({ length: 8 }, (_, i) => send(`burst${i}@example.com`, i % 2 === 0).then((id) => ({ id, i }))));
    const rows = await linkedTo(sent.map((entry) => entry.id));
    expect(rows).toHaveLength(24);
    for (const { id, i } of sent) {
      const own = rows.filter((row) => row.enquiryId === id);
      expect(own.map((row) => row.email)).toEqual([`burst${i}@example.com`, `burst${i}@example.com`, `burst${i}@example.com`]);
      expect(own.find((row) => row.kind === 'dealer-sharing')?.given).toBe(i % 2 === 0);
    }
  });

  it('a robot\'s form (spam) has none, even when the same address gave consents a moment before', async () => {
    await send('caught@example.com', true);
    const spam = await send('caught@example.com', true, { website: 'http://spam.example' });
    expect(await linkedTo([spam])).toEqual([]);
    expect(await shown(spam)).toEqual([]);
  });

  it('the erasure deletes the enquiry and keeps its consents (anonymised, no longer linked)', async () => {
    const eve = new HttpClient(test, '198.51.100.250');
    const password = 'Eve-Password-42';
    await eve.mutation('public.register', { name: 'Eve Erased', email: 'eve.consents@example.com', password, password_confirmation: password, terms: true });
    const id = await send('eve.consents@example.com', true);
    const [user] = await test.deps.db.select().from(users).where(eq(users.email, 'eve.consents@example.com'));
    expect(await linkedTo([id])).toHaveLength(3);

    expect((await admin.mutation('admin.logs.gdpr.erase', { userId: user!.id })).status).toBe(200);
    expect(await test.deps.db.select().from(enquiries).where(eq(enquiries.id, id))).toEqual([]);
    const [erased] = await test.deps.db.select().from(users).where(eq(users.id, user!.id));
    const kept = await test.deps.db.select().from(consents).where(eq(consents.email, erased!.email));
    // The registration's consent and the enquiry's three, under the pseudonym, none linked to the deleted enquiry.
    expect(kept.length).toBeGreaterThanOrEqual(4);
    expect(kept.map((row) => row.enquiryId)).toEqual(kept.map(() => null));
    expect(await test.deps.db.select().from(consents).where(eq(consents.email, 'eve.consents@example.com'))).toEqual([]);
  });
});
