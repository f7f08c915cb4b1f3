import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { countries, enquiries, outbox, rateLimits } from '../../src/server/db/schema';
import { FORM_TICKET_MAX_AGE_MS, issueFormTicket } from '../../src/server/features/enquiries/form-ticket';
import { MIN_FILL_MS, PublicEnquirySchema } from '../../src/shared/enquiries/enquiry.schema';
import { HttpClient } from '../setup/http-client';
import { createTestApp, type TestApp } from '../setup/test-app';
import { formTicket } from '../setup/form-ticket';

/**
 * Issue 28 item 11: the time trap of the public forms is measured on the server's clock, from a ticket the server
 * signed when the form was shown. A time the browser claims (`startedAt`) counts for nothing any more, so every form
 * below also carries the old field set a minute back: the code before this change let all of them through.
 */
let test: TestApp;
let uk = 0;

beforeAll(async () => {
  test = await createTestApp();
  uk = (await test.deps.db.select().from(countries).where(eq(countries.name, 'United Kingdom')))[0]!.id;
});
afterAll(() => test?.close());
beforeEach(async () => {
  await test.deps.db.delete(rateLimits);
});

type Answer = { result?: { data: { id: number; message: string } }; error?: { message: string; data: { fieldErrors?: Record<string, string[]> } } };

let nextIp = 10;
async function send(input: Record<string, unknown>, lang = 'en') {
  const client = new HttpClient(test, `198.51.100.${nextIp++}`);
  const response = await client.request('POST', `/trpc/public.enquiries.send?lang=${lang}`, { body: input });
  return { status: response.status, body: (await response.json()) as Answer };
}

let nextEmail = 0;
const contact = (extra: Record<string, unknown>) => ({
  kind: 'contact',
  firstName: 'Ada',
  lastName: 'Inspector',
  email: `ticket${nextEmail++}@example.com`,
  countryId: uk,
  message: 'Which detector suits 3 mm epoxy?',
  consents: { terms: true, dealer: false, marketing: false },
  website: '',
  startedAt: Date.now() - 60_000,
  ...extra,
});

const stored = async (email: unknown) => (await test.deps.db.select().from(enquiries).where(eq(enquiries.email, String(email))))[0];

/** Refused as a form sent too fast: 422 on the form's ticket, with the usual message, nothing stored or mailed. */
async function expectTooFast(input: Record<string, unknown>, message = 'The form field is invalid.', lang = 'en') {
  const answer = await send(input, lang);
  expect(answer.status).toBe(422);
  expect(answer.body.error?.data.fieldErrors).toEqual({ ticket: [message] });
  expect(await stored(input.email)).toBeUndefined();
  expect(await test.deps.db.select().from(outbox).where(eq(outbox.to, String(input.email)))).toEqual([]);
}

describe('the form ticket', () => {
  it('is issued by public.enquiries.formTicket, signed, and never stored by a cache', async () => {
    const response = await new HttpClient(test).get('/trpc/public.enquiries.formTicket');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const { ticket } = ((await response.json()) as { result: { data: { ticket: string } } }).result.data;
    const [issuedAt] = ticket.split('.');
    expect(Math.abs(Number(issuedAt) - Date.now())).toBeLessThan(5_000);
    expect(ticket).toMatch(/^\d+\.[\w-]{43}$/);
  });

  it('a time claimed by the browser no longer passes the trap: no ticket is a form sent too fast', async () => {
    await expectTooFast(contact({}));
    await expectTooFast(contact({ startedAt: 0 }), 'Das Feld Formular ist ungültig.', 'de');
  });

  it('a forged, altered or expired ticket is refused', async () => {
    const old = Date.now() - 60_000;
    await expectTooFast(contact({ ticket: issueFormTicket('not-the-servers-secret-0123456789abcdef', old) }));
    await expectTooFast(contact({ ticket: `${old}.${'A'.repeat(43)}` }));
    // A genuine ticket with its time moved back: the signature no longer matches.
    const genuine = formTicket(test, 10_000);
    await expectTooFast(contact({ ticket: genuine.replace(/^\d+/, String(old)) }));
    await expectTooFast(contact({ ticket: 'garbage' }));
    await expectTooFast(contact({ ticket: formTicket(test, FORM_TICKET_MAX_AGE_MS + 60_000) }));
    // Issued "in the future" (the server never does): refused too.
    await expectTooFast(contact({ ticket: formTicket(test, -60_000) }));
  });

  it('a genuine ticket sent sooner than MIN_FILL_MS after it was issued is refused; one older passes', async () => {
    const client = new HttpClient(test, '198.51.100.200');
    const issued = await client.query('public.enquiries.formTicket');
    const { ticket } = issued.json.result!.data as { ticket: string };
    await expectTooFast(contact({ ticket }));
    await expectTooFast(contact({ ticket: formTicket(test, MIN_FILL_MS - 1_000) }));

    const email = 'patient@example.com';
    const passed = await send(contact({ ticket: formTicket(test, MIN_FILL_MS + 1_000), email }));
    expect(passed.status).toBe(200);
    expect(passed.body.result?.data.message).toBeTruthy();
    expect(await stored(email)).toMatchObject({ kind: 'contact', status: 'new' });
    expect((await test.deps.db.select().from(outbox).where(eq(outbox.to, email))).length).toBe(1);
  });

  it('the ticket the endpoint issued passes once the visitor took long enough (the server clock moved on)', async () => {
    const { submitEnquiry } = await import('../../src/server/features/enquiries/submit');
    const issued = await new HttpClient(test, '198.51.100.201').query('public.enquiries.formTicket');
    const { ticket } = issued.json.result!.data as { ticket: string };
    const scope = { headers: new Headers(), ip: '198.51.100.201', setCookies: () => undefined };
    const at = (now: number) => ({ deps: test.deps, actor: null, locale: 'en' as const, now: new Date(now), scope });
    const input = PublicEnquirySchema.parse(contact({ ticket, email: 'later@example.com' }));
    await expect(submitEnquiry(at(Date.now()), input)).rejects.toMatchObject({ status: 422 });
    const answer = await submitEnquiry(at(Date.now() + MIN_FILL_MS + 500), input);
    expect(answer.id).toBe((await test.deps.db.select().from(enquiries).orderBy(desc(enquiries.id)).limit(1))[0]!.id);
  });

  it('a robot that fills the hidden field is still thanked and kept as spam, ticket or not', async () => {
    const email = 'robot@example.com';
    const robot = await send(contact({ website: 'http://spam.example', email }));
    expect(robot.status).toBe(200);
    expect(await stored(email)).toMatchObject({ status: 'spam' });
    expect(await test.deps.db.select().from(outbox).where(eq(outbox.to, email))).toEqual([]);
  });
});
