import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { consents, enquiries, outbox, products, rateLimits, users } from '../../src/server/db/schema';
import { createMailer, MAX_ATTEMPTS, type MailMessage } from '../../src/server/mail/mailer';
import { HttpClient } from '../setup/http-client';
import { createTestApp, type TestApp } from '../setup/test-app';
import { formTicket } from '../setup/form-ticket';

let test: TestApp;
let productId: number;
beforeAll(async () => {
  test = await createTestApp();
  const [product] = await test.deps.db.select().from(products).where(eq(products.slug, 'vh-15-portable-dc-holiday-detector'));
  productId = product!.id;
});
afterAll(() => test.close());
beforeEach(async () => {
  await test.deps.db.delete(rateLimits);
});

const valid = (extra: Record<string, unknown> = {}) => ({
  kind: 'product-question',
  name: 'Ada Inspector',
  email: 'ada@example.com',
  company: 'Pipe Coatings Ltd',
  telephone: '+44 20 7946 0000',
  country: 'United Kingdom',
  productId,
  message: 'Does it test 3 mm epoxy?',
  consents: { terms: true, dealer: true, marketing: false },
  website: '',
  ticket: formTicket(test),
  ...extra,
});

async function send(input: unknown, options: { lang?: string; ip?: string } = {}) {
  const client = new HttpClient(test, options.ip ?? '198.51.100.20');
  const response = await client.request('POST', `/trpc/public.enquiries.send${options.lang ? `?lang=${options.lang}` : ''}`, { body: input });
  return { status: response.status, body: (await response.json()) as { result?: { data: { id: number; message: string } }; error?: { message: string; data: { fieldErrors?: Record<string, string[]> } } } };
}

const lastEnquiry = async () => (await test.deps.db.select().from(enquiries).orderBy(desc(enquiries.id)).limit(1))[0];
const mailsTo = async (to: string) => test.deps.db.select().from(outbox).where(eq(outbox.to, to));

describe('public.enquiries.send', () => {
  it('stores a question with its consents and e-mails the recipient and the visitor', async () => {
    const { status, body } = await send(valid());
    expect(status).toBe(200);
    expect(body.result?.data.message).toBe('Enquiry sent. We will get back to you shortly.');
    const stored = await lastEnquiry();
    expect(stored).toMatchObject({ id: body.result!.data.id, kind: 'product-question', status: 'new', productId, email: 'ada@example.com', message: 'Does it test 3 mm epoxy?' });
    const given = await test.deps.db.select().from(consents).where(eq(consents.email, 'ada@example.com'));
    expect(given.map((c) => [c.kind, c.given]).sort()).toEqual([['dealer-sharing', true], ['marketing', false], ['terms-privacy', true]]);
    expect(given.every((c) => c.createdAt instanceof Date)).toBe(true);
    const notice = (await mailsTo('support@voltara.test')).at(-1);
    expect(notice?.subject).toContain(`[E-${stored!.id}]`);
    expect(notice?.text).toContain('Does it test 3 mm epoxy?');
    const receipt = (await mailsTo('ada@example.com')).at(-1);
    expect(receipt?.subject).toBe('We received your question | Voltara Test Equipment');
  });

  it('confirms in the visitor\'s language', async () => {
    const { body } = await send(valid({ email: 'jan@example.nl' }), { lang: 'nl' });
    expect(body.result?.data.message).toBe('Aanvraag verzonden. We nemen spoedig contact met u op.');
    const receipt = (await mailsTo('jan@example.nl')).at(-1);
    expect(receipt?.subject).toBe('We hebben uw vraag ontvangen | Voltara Test Equipment');
    expect((await lastEnquiry())?.locale).toBe('nl');
  });

  it('stores an enquiry with its quantity and a training booking with its attendees', async () => {
    await send(valid({ kind: 'product-enquiry', email: 'buyer@example.com', quantity: 4, message: '' }));
    expect(JSON.parse((await lastEnquiry())!.details)).toEqual({ quantity: 4 });
    const training = valid({
      kind: 'training',
      email: 'trainer@example.com',
      attendees: [{ name: 'Ann' }, { name: 'Bo' }],
      preferredDate: '2027-03-01',
      preferredTime: 'afternoon',
    });
    expect((await send(training)).status).toBe(200);
    const stored = await lastEnquiry();
    expect(stored?.kind).toBe('training');
    expect(JSON.parse(stored!.details)).toEqual({ attendees: [{ name: 'Ann' }, { name: 'Bo' }], preferredDate: '2027-03-01', preferredTime: 'afternoon' });
    expect((await mailsTo('training@voltara.test')).length).toBe(1);
  });

  it('answers field errors for missing fields and missing consents, in the visitor\'s language', async () => {
    const before = (await lastEnquiry())?.id;
    const { status, body } = await send(valid({ name: '', email: 'not-an-email', consents: { terms: false, dealer: false } }));
    expect(status).toBe(422);
    // Sharing with the dealer is optional on a product page's form (issue 30 item 8): only a quotation requires it.
    expect(Object.keys(body.error!.data.fieldErrors!).sort()).toEqual(['consents.terms', 'email', 'name']);
    const german = await send(valid({ name: '' }), { lang: 'de' });
    expect(german.body.error!.data.fieldErrors!.name![0]).toMatch(/^Das Feld .* ist erforderlich\.$/);
    expect((await lastEnquiry())?.id).toBe(before);
  });

  it('refuses more than 6 attendees, an unknown product and an option of another product', async () => {
    const seven = Array.from({ length: 7 }, (_, i) => ({ name: `Person ${i}` }));
    const many = await send(valid({ kind: 'training', attendees: seven, preferredDate: '2027-03-01', preferredTime: 'morning' }));
    expect(many.status).toBe(422);
    expect(many.body.error!.data.fieldErrors).toHaveProperty('attendees');
    expect((await send(valid({ productId: 999_999 }))).body.error!.data.fieldErrors).toHaveProperty('productId');
    expect((await send(valid({ optionId: 999_999 }))).body.error!.data.fieldErrors).toHaveProperty('optionId');
  });

  it('keeps robots out: a filled hidden field is thanked and stored as spam, alone; a form sent too fast is refused', async () => {
    const robot = await send(valid({ website: 'http://spam.example', email: 'robot@example.com' }));
    expect(robot.status).toBe(200);
    expect(robot.body.result?.data.message).toBe('Enquiry sent. We will get back to you shortly.');
    const caught = await lastEnquiry();
    expect(caught).toMatchObject({ id: robot.body.result!.data.id, status: 'spam', email: 'robot@example.com', productId });
    expect(await test.deps.db.select().from(consents).where(eq(consents.email, 'robot@example.com'))).toEqual([]);
    expect(await mailsTo('robot@example.com')).toEqual([]);
    expect((await mailsTo('support@voltara.test')).some((mail) => mail.subject.includes(`[E-${caught!.id}]`))).toBe(false);

    const hasty = await send(valid({ ticket: formTicket(test, 0), email: 'hasty@example.com' }));
    expect(hasty.status).toBe(422);
    expect((await lastEnquiry())?.id).toBe(caught!.id);
  });

  it('limits the rate per address with 429 and Retry-After', async () => {
    let last = { status: 0 };
    for (let i = 0; i < 6; i++) last = await send(valid({ email: `burst${i}@example.com` }), { ip: '198.51.100.99' });
    expect(last.status).toBe(429);
    const client = new HttpClient(test, '198.51.100.99');
    const response = await client.request('POST', '/trpc/public.enquiries.send', { body: valid({ email: 'burst9@example.com' }) });
    expect(response.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('answers odd input with a 4xx, never a 500', async () => {
    for (const input of [[], 'x', 42, null, { kind: 'nope' }, valid({ message: 'x'.repeat(5001) }), valid({ name: 'A\u0000B' }), valid({ name: '\uD800' })]) {
      const { status } = await send(input, { ip: `198.51.100.${Math.floor(Math.random() * 200)}` });
      expect(status, JSON.stringify(input).slice(0, 60)).toBeGreaterThanOrEqual(400);
      expect(status).toBeLessThan(500);
    }
    const emoji = await send(valid({ message: 'Works on 🛢️ tanks? ✓', email: 'emoji@example.com' }), { ip: '198.51.100.201' });
    expect(emoji.status).toBe(200);
  });
});

describe('mail server down', () => {
  it('loses nothing: the enquiry is stored, the e-mails wait in the outbox and are sent by a later retry', async () => {
    let up = false;
    const delivered: MailMessage[] = [];
    const original = test.deps.mailer;
    test.deps.mailer = createMailer(test.deps.db, 'smtp://localhost:1', 'Voltara <no-reply@voltara.test>', async (message) => {
      if (!up) throw new Error('connect ECONNREFUSED 127.0.0.1:1');
      delivered.push(message);
    });
    try {
      const { status, body } = await send(valid({ email: 'down@example.com' }), { ip: '198.51.100.150' });
      expect(status).toBe(200);
      await test.deps.mailer.settled(); // the first delivery is tried just after the answer, outside the request
      expect((await lastEnquiry())?.id).toBe(body.result!.data.id);
      const pending = await mailsTo('down@example.com');
      expect(pending).toHaveLength(1);
      expect(pending[0]).toMatchObject({ status: 'pending', attempts: 1, lastError: 'connect ECONNREFUSED 127.0.0.1:1' });

      // Still down at the first retry: one more attempt, scheduled later.
      const due = new Date(pending[0]!.nextAttemptAt!.getTime() + 1);
      expect(await test.deps.mailer.retryDue(due)).toBe(0);
      const again = (await mailsTo('down@example.com'))[0]!;
      expect(again.attempts).toBe(2);
      expect(again.nextAttemptAt!.getTime()).toBeGreaterThan(due.getTime());

      up = true;
      expect(await test.deps.mailer.retryDue(new Date(again.nextAttemptAt!.getTime() + 1))).toBeGreaterThanOrEqual(1);
      expect((await mailsTo('down@example.com'))[0]).toMatchObject({ status: 'sent' });
      expect(delivered.some((m) => m.to === 'down@example.com')).toBe(true);
    } finally {
      test.deps.mailer = original;
    }
  });

  it('gives up after the last attempt and keeps the message readable', async () => {
    const mailer = createMailer(test.deps.db, 'smtp://localhost:1', 'x', async () => {
      throw new Error('down');
    });
    await mailer.send({ to: 'never@example.com', subject: 's', text: 't', html: 'h' });
    let when = Date.now();
    for (let i = 0; i < MAX_ATTEMPTS; i++) {
      when += 7 * 60 * 60 * 1000;
      await mailer.retryDue(new Date(when));
    }
    expect((await mailsTo('never@example.com'))[0]).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
  });
});

describe('personal data', () => {
  it('an enquiry is part of the GDPR export and goes with the erasure', async () => {
    const eve = new HttpClient(test, '198.51.100.170');
    const password = 'Eve-Password-42';
    const registered = await eve.mutation('public.register', {
      name: 'Eve Enquirer',
      email: 'eve@example.com',
      password,
      password_confirmation: password,
      terms: true,
    });
    expect(registered.status).toBe(200);
    expect((await send(valid({ email: 'eve@example.com', name: 'Eve Enquirer' }), { ip: '198.51.100.171' })).status).toBe(200);
    const [user] = await test.deps.db.select().from(users).where(eq(users.email, 'eve@example.com'));

    const admin = new HttpClient(test, '198.51.100.172');
    await admin.signIn('admin@demo.test');
    const exported = await admin.mutation('admin.logs.gdpr.export', { userId: user!.id });
    const answer = exported.json.result!.data as { enquiries: Array<{ kind: string; message: string }> };
    expect(answer.enquiries).toEqual([expect.objectContaining({ kind: 'product-question', message: 'Does it test 3 mm epoxy?' })]);

    expect((await admin.mutation('admin.logs.gdpr.erase', { userId: user!.id })).status).toBe(200);
    expect(await test.deps.db.select().from(enquiries).where(eq(enquiries.email, 'eve@example.com'))).toEqual([]);
  });
});
