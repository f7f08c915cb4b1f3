import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ROLES } from '../../src/shared/auth/roles';
import type { EnquiryDetail, InboxPerson } from '../../src/shared/enquiries/inbox.schema';
import type { OffsetPage } from '../../src/shared/list/page';
import type { ResourceListInput } from '../../src/shared/collections/list';
import type { ResourceRow } from '../../src/shared/collections/types';
import { auditLog, enquiries, outbox, productOptions, products, rateLimits, users } from '../../src/server/db/schema';
import { createTestApp, type TestApp } from '../setup/test-app';
import { formTicket } from '../setup/form-ticket';
import { HttpClient } from '../setup/http-client';
import { registerConfirmed } from '../setup/registered-account';

let test: TestApp;
let admin: HttpClient;
let adminId: string;
let otherAdminId: string;
let product: { id: number; optionId: number };

const MARK = 'Inboxtest';
const idOf = async (email: string) => (await test.deps.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;

beforeAll(async () => {
  test = await createTestApp();
  admin = new HttpClient(test, '198.51.100.80');
  await admin.signIn('admin@demo.test');
  adminId = await idOf('admin@demo.test');
  otherAdminId = await idOf('admin-2fa@demo.test');
  const [vh15] = await test.deps.db.select().from(products).where(eq(products.slug, 'vh-15-portable-dc-holiday-detector'));
  const [option] = await test.deps.db.select().from(productOptions).where(eq(productOptions.productId, vh15!.id)).limit(1);
  product = { id: vh15!.id, optionId: option!.id };
});
afterAll(() => test.close());
beforeEach(async () => {
  await test.deps.db.delete(rateLimits);
});

// ---------------------------------------------------------------------------------------------------------------
// Helpers

/** Sends a product form through the real public procedure (stores consents, e-mails the receipt). */
async function sendForm(extra: Record<string, unknown> = {}, lang = 'en'): Promise<number> {
  const visitor = new HttpClient(test, '198.51.100.81');
  const answer = await visitor.mutation(`public.enquiries.send?lang=${lang}`, {
    kind: 'product-question',
    name: `${MARK} Ada`,
    email: 'ada.inbox@example.com',
    company: 'Pipe Coatings Ltd',
    telephone: '+44 20 7946 0000',
    country: 'United Kingdom',
    productId: product.id,
    optionId: product.optionId,
    message: 'Does it test 3 mm epoxy?\nAnd on wet surfaces?',
    consents: { terms: true, dealer: true, marketing: true },
    website: '',
    ticket: formTicket(test),
    ...extra,
  });
  expect(answer.status, JSON.stringify(answer.json)).toBe(200);
  return (answer.json.result!.data as { id: number }).id;
}

type NewEnquiry = Partial<typeof enquiries.$inferInsert>;

/** A stored enquiry of any kind, as another form would store it (the forms of issue 9 use the same table). */
async function insertEnquiry(values: NewEnquiry = {}): Promise<number> {
  const [row] = await test.deps.db
    .insert(enquiries)
    .values({ kind: 'contact', name: `${MARK} Someone`, email: 'someone@example.com', ...values })
    .returning({ id: enquiries.id });
  return row!.id;
}

const data = <T>(answer: { json: { result?: { data: unknown } } }) => answer.json.result!.data as T;

/** The inbox collection's list (its filters and search: tests/integration/admin-enquiries-list.test.ts). */
async function list(input: ResourceListInput = {}): Promise<OffsetPage<ResourceRow>> {
  const answer = await admin.query('admin.enquiries.list', input);
  expect(answer.status, JSON.stringify(answer.json)).toBe(200);
  return data<OffsetPage<ResourceRow>>(answer);
}
const newCount = async () => (await list({ filters: { status: 'new' }, perPage: 10 })).total;

async function detail(id: number): Promise<EnquiryDetail> {
  const answer = await admin.query('admin.enquiries.get', { id });
  expect(answer.status, JSON.stringify(answer.json)).toBe(200);
  return data<EnquiryDetail>(answer);
}

async function act(path: string, input: unknown): Promise<EnquiryDetail> {
  const answer = await admin.mutation(`admin.enquiries.${path}`, input);
  expect(answer.status, JSON.stringify(answer.json)).toBe(200);
  return data<EnquiryDetail>(answer);
}

const auditOf = async (id: number) =>
  (
    await test.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.section, 'enquiries'), eq(auditLog.recordId, String(id))))
      .orderBy(auditLog.id)
  ).map((row) => ({ ...row, changes: JSON.parse(row.changes) as Record<string, unknown> }));

// ---------------------------------------------------------------------------------------------------------------

describe('one enquiry', () => {
  it('has every field, the details, the product and option, the consents with their times and the history', async () => {
    const id = await sendForm({
      kind: 'training',
      name: `${MARK} Trainer`,
      email: 'trainer.inbox@example.com',
      attendees: [{ name: 'Ann' }, { name: 'Bo' }],
      preferredDate: '2027-03-01',
      preferredTime: 'afternoon',
    }, 'fr');
    const enquiry = await detail(id);
    expect(enquiry).toMatchObject({
      id,
      kind: 'training',
      status: 'new',
      locale: 'fr',
      name: `${MARK} Trainer`,
      email: 'trainer.inbox@example.com',
      company: 'Pipe Coatings Ltd',
      telephone: '+44 20 7946 0000',
      country: 'United Kingdom',
      message: 'Does it test 3 mm epoxy?\nAnd on wet surfaces?',
      details: { attendees: [{ name: 'Ann' }, { name: 'Bo' }], preferredDate: '2027-03-01', preferredTime: 'afternoon' },
      account: null,
      assignee: null,
    });
    expect(enquiry.product).toMatchObject({ id: product.id, slug: 'vh-15-portable-dc-holiday-detector', modelCode: 'VH-15', option: { id: product.optionId } });
    expect(enquiry.consents.map((c) => [c.kind, c.given])).toEqual([['dealer-sharing', true], ['marketing', true], ['terms-privacy', true]]);
    for (const consent of enquiry.consents) expect(Math.abs(Date.parse(consent.at) - Date.parse(enquiry.createdAt))).toBeLessThan(60_000);
    expect(enquiry.history).toEqual([{ type: 'created', at: enquiry.createdAt }]);
    expect(enquiry.replySubject).toBe(`Re\u00a0: Votre demande E-${id}\u00a0: ${enquiry.productName}`);
  });

  it('answers 404 for an unknown id and 422 for a malformed one', async () => {
    expect((await admin.query('admin.enquiries.get', { id: 999_999 })).status).toBe(404);
    for (const input of [{ id: 0 }, { id: -1 }, { id: 'x' }, { id: 1.5 }, {}, undefined]) {
      expect((await admin.query('admin.enquiries.get', input)).status, JSON.stringify(input)).toBe(422);
    }
  });
});

describe('assign, done, reopen', () => {
  let id: number;
  beforeAll(async () => {
    id = await insertEnquiry({ kind: 'calibration', name: `${MARK} Calibrate`, details: JSON.stringify({ serial: 'DEMO-1001' }) });
  });

  it('assigns to an administrator (status assigned), writes the audit entry, and a repeat writes nothing', async () => {
    const assigned = await act('assign', { id, assignedTo: otherAdminId });
    expect(assigned.status).toBe('assigned');
    expect(assigned.assignee).toMatchObject({ id: otherAdminId, email: 'admin-2fa@demo.test' });
    await act('assign', { id, assignedTo: otherAdminId });
    const entries = await auditOf(id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ actorEmail: 'admin@demo.test', action: 'update', changes: { assignedTo: [null, 'admin-2fa@demo.test'], status: ['new', 'assigned'] } });
    expect(assigned.history.at(-1)).toMatchObject({ type: 'assigned', by: 'admin@demo.test', to: 'admin-2fa@demo.test' });
  });

  it('lists the enabled administrators to assign to', async () => {
    const people = data<InboxPerson[]>(await admin.query('admin.enquiries.assignees'));
    expect(people.map((p) => p.email).sort()).toEqual(['admin-2fa@demo.test', 'admin@demo.test']);
  });

  it('refuses an assignee who is not an enabled administrator, an unknown enquiry and bad input', async () => {
    const customer = await admin.mutation('admin.enquiries.assign', { id, assignedTo: await idOf('customer@demo.test') });
    expect(customer.status).toBe(422);
    expect(customer.json.error!.data.fieldErrors!.assignedTo![0]).toBe('Enquiries can only be assigned to an enabled administrator.');
    const german = new HttpClient(test, '198.51.100.82');
    await german.signIn('admin@demo.test');
    const nobody = await german.mutation('admin.enquiries.assign?lang=de', { id, assignedTo: 'no-such-user' });
    expect(nobody.json.error!.data.fieldErrors!.assignedTo![0]).toBe('Anfragen können nur einem aktiven Administrator zugewiesen werden.');
    expect((await admin.mutation('admin.enquiries.assign', { id: 999_999, assignedTo: null })).status).toBe(404);
    for (const input of [{ id }, { id: 'x', assignedTo: null }, { id, assignedTo: 5 }, { id, assignedTo: '' }, [], 'x', null]) {
      const answer = await admin.mutation('admin.enquiries.assign', input);
      expect(answer.status, JSON.stringify(input)).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
    }
    expect((await detail(id)).assignee?.id).toBe(otherAdminId);
  });

  it('marks done, reopens as assigned (someone holds it), and takes the assignment back to new', async () => {
    const done = await act('markDone', { id });
    expect(done.status).toBe('done');
    // Assigning a done enquiry keeps it done.
    expect((await act('assign', { id, assignedTo: adminId })).status).toBe('done');
    const reopened = await act('reopen', { id });
    expect(reopened).toMatchObject({ status: 'assigned', assignee: { id: adminId } });
    // Reopening an open one changes nothing.
    await act('reopen', { id });
    const released = await act('assign', { id, assignedTo: null });
    expect(released).toMatchObject({ status: 'new', assignee: null });
    expect(released.history.map((event) => event.type)).toEqual(['created', 'assigned', 'done', 'assigned', 'reopened', 'unassigned']);
    const entries = await auditOf(id);
    expect(entries.map((entry) => entry.changes.status ?? null)).toEqual([['new', 'assigned'], ['assigned', 'done'], null, ['done', 'assigned'], ['assigned', 'new']]);
    expect((await act('markDone', { id })).status).toBe('done');
    await act('markDone', { id });
    expect(await auditOf(id)).toHaveLength(6);
  });

  it('answers 404 for unknown ids and a 4xx for bad ids', async () => {
    for (const action of ['markDone', 'reopen', 'notSpam', 'reply']) {
      expect((await admin.mutation(`admin.enquiries.${action}`, { id: 999_999, message: 'Hello' })).status).toBe(404);
      for (const input of [{}, { id: -3 }, { id: '7' }, [], null]) {
        const answer = await admin.mutation(`admin.enquiries.${action}`, input);
        expect(answer.status, `${action} ${JSON.stringify(input)}`).toBeGreaterThanOrEqual(400);
        expect(answer.status).toBeLessThan(500);
      }
    }
  });
});

describe('spam (a form whose hidden field was filled)', () => {
  let spamId: number;
  beforeAll(async () => {
    spamId = await sendForm({ name: `${MARK} Robot`, email: 'robot.inbox@example.com', website: 'http://spam.example' });
  });
  const count = async (status?: 'new' | 'spam') =>
    (await test.deps.db.select().from(enquiries).where(status ? eq(enquiries.status, status) : undefined)).filter((row) => status || row.status !== 'spam').length;

  it('is left out of the list (the dashboard reads its first page) and the new count, and shown under its status', async () => {
    const everything = await list();
    expect(everything.total).toBe(await count());
    // The newest enquiry of all, yet not on the list's first page, nor counted as new.
    expect(everything.rows.map((row) => row.id)).not.toContain(spamId);
    expect((await list({ q: 'robot.inbox' })).total).toBe(0);
    const caught = await list({ filters: { status: 'spam' } });
    expect(caught.rows.map((row) => row.id)).toEqual([spamId]);
    expect(caught.rows[0]).toMatchObject({ status: 'spam', kind: 'product-question', email: 'robot.inbox@example.com' });
    expect((await list({ filters: { status: 'spam' }, q: 'robot.inbox' })).total).toBe(1);
    expect(await newCount()).toBe(await count('new'));
  });

  it('keeps what the robot sent, without consents; assigning, closing, replying and approving wait until it is not spam', async () => {
    const caught = await detail(spamId);
    expect(caught).toMatchObject({ status: 'spam', message: 'Does it test 3 mm epoxy?\nAnd on wet surfaces?', consents: [], history: [{ type: 'created' }] });
    const refusal = 'This enquiry is marked as spam. Mark it as not spam first.';
    const assign = await admin.mutation('admin.enquiries.assign', { id: spamId, assignedTo: adminId });
    expect(assign.status).toBe(422);
    expect(assign.json.error!.data.fieldErrors!.assignedTo).toEqual([refusal]);
    const done = await admin.mutation('admin.enquiries.markDone', { id: spamId });
    expect(done.json.error!.data.fieldErrors!.id).toEqual([refusal]);
    const reply = await admin.mutation('admin.enquiries.reply', { id: spamId, message: 'Hello robot' });
    expect(reply.json.error!.data.fieldErrors!.message).toEqual([refusal]);
    const application = await insertEnquiry({ kind: 'dealer-application', status: 'spam', email: 'robot.dealer@example.com' });
    expect((await admin.query('admin.dealerApplications.preview', { enquiryId: application })).status).toBe(422);
    expect(await auditOf(spamId)).toEqual([]);
    expect(await test.deps.db.select().from(outbox).where(eq(outbox.to, 'robot.inbox@example.com'))).toEqual([]);
    expect((await detail(spamId)).status).toBe('spam');
  });

  it('"not spam" takes it back into the inbox as new, audited; a repeat writes nothing', async () => {
    const newBefore = await count('new');
    const taken = await act('notSpam', { id: spamId });
    expect(taken).toMatchObject({ status: 'new', assignee: null });
    expect(taken.history.at(-1)).toMatchObject({ type: 'notSpam', by: 'admin@demo.test' });
    await act('notSpam', { id: spamId });
    const entries = await auditOf(spamId);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ actorEmail: 'admin@demo.test', action: 'update', changes: { status: ['spam', 'new'] } });
    expect((await list()).rows[0]!.id).toBe(spamId);
    expect((await list({ filters: { status: 'spam' } })).rows.map((row) => row.id)).not.toContain(spamId);
    expect(await newCount()).toBe(newBefore + 1);
    // Now it is an enquiry like any other.
    expect((await act('assign', { id: spamId, assignedTo: adminId })).status).toBe('assigned');
    expect((await admin.mutation('admin.enquiries.notSpam', { id: 999_999 })).status).toBe(404);
  });

  it('is part of the GDPR export and goes with the erasure', async () => {
    const rob = new HttpClient(test, '198.51.100.84');
    const password = 'Rob-Password-42';
    await rob.mutation('public.register', { name: 'Rob Otto', email: 'rob.inbox@example.com', password, password_confirmation: password, terms: true });
    const robId = await idOf('rob.inbox@example.com');
    const id = await insertEnquiry({ email: 'rob.inbox@example.com', status: 'spam', message: 'Buy cheap pills' });
    const exported = data<{ enquiries: Array<{ status: string; message: string }> }>(await admin.mutation('admin.logs.gdpr.export', { userId: robId }));
    expect(exported.enquiries).toEqual([expect.objectContaining({ status: 'spam', message: 'Buy cheap pills' })]);
    expect((await admin.mutation('admin.logs.gdpr.erase', { userId: robId })).status).toBe(200);
    expect(await test.deps.db.select().from(enquiries).where(eq(enquiries.id, id))).toEqual([]);
  });
});

describe('reply by e-mail', () => {
  it('sends the reply to the enquirer through the outbox, in their language, and records it with its text', async () => {
    const id = await sendForm({ name: `${MARK} Dora`, email: 'dora.inbox@example.de' }, 'de');
    const text = 'Ja, bis 3 mm.\nDas VH-15 prüft auch feuchte Oberflächen nicht.';
    const replied = await act('reply', { id, message: `  ${text}  ` });
    expect(replied.status).toBe('new'); // replying does not close it

    const [mail] = await test.deps.db.select().from(outbox).where(eq(outbox.to, 'dora.inbox@example.de')).orderBy(desc(outbox.id)).limit(1);
    expect(mail!.subject).toBe(`Re: Ihre Anfrage E-${id}: ${replied.productName}`);
    expect(mail!.subject).toBe(replied.replySubject);
    expect(mail!.text).toMatch(new RegExp(`^Guten Tag ${MARK} Dora,\\n\\n${text}\\n\\nMit freundlichen Grüßen\\n`));
    expect(mail!.text).toContain('Ihre Referenz: E-');
    expect(mail!.text).toContain('Ihre Nachricht:\n> Does it test 3 mm epoxy?\n> And on wet surfaces?');
    expect(mail!.html).toContain('Das VH-15 prüft auch feuchte Oberflächen nicht.');
    expect(mail!.html).not.toContain('<script');

    const entries = await auditOf(id);
    expect(entries).toEqual([expect.objectContaining({ actorEmail: 'admin@demo.test', changes: { subject: [null, mail!.subject], reply: [null, text] } })]);
    expect(replied.history.at(-1)).toMatchObject({ type: 'replied', by: 'admin@demo.test', subject: mail!.subject, text });
  });

  it('escapes what the admin wrote in the HTML e-mail', async () => {
    const id = await insertEnquiry({ name: `${MARK} Html`, email: 'html.inbox@example.com', locale: 'nl' });
    await act('reply', { id, message: '<b>bold</b> & <script>alert(1)</script>' });
    const [mail] = await test.deps.db.select().from(outbox).where(eq(outbox.to, 'html.inbox@example.com'));
    expect(mail!.subject).toBe(`Re: Uw aanvraag E-${id}`);
    expect(mail!.text).toMatch(/^Beste Inboxtest Html,/);
    expect(mail!.html).not.toContain('<script>');
    expect(mail!.html).toContain('&#60;script&#62;');
  });

  it('refuses an empty reply or one with control characters (422), and sends nothing', async () => {
    const id = await insertEnquiry({ email: 'empty.inbox@example.com' });
    for (const message of ['', '   ', 'a\u0000b', 'x'.repeat(10_001)]) {
      const answer = await admin.mutation('admin.enquiries.reply', { id, message });
      expect(answer.status, JSON.stringify(message).slice(0, 20)).toBe(422);
    }
    expect((await admin.mutation('admin.enquiries.reply', { id })).json.error!.data.fieldErrors).toHaveProperty('message');
    expect(await test.deps.db.select().from(outbox).where(eq(outbox.to, 'empty.inbox@example.com'))).toEqual([]);
    expect(await auditOf(id)).toEqual([]);
  });
});

describe('who may use the inbox', () => {
  const calls: Array<[kind: 'query' | 'mutation', path: string, input?: unknown]> = [
    ['query', 'list'],
    ['query', 'get', { id: 1 }],
    ['query', 'assignees'],
    ['mutation', 'assign', { id: 1, assignedTo: null }],
    ['mutation', 'markDone', { id: 1 }],
    ['mutation', 'reopen', { id: 1 }],
    ['mutation', 'notSpam', { id: 1 }],
    ['mutation', 'reply', { id: 1, message: 'Hello' }],
  ];
  const call = (client: HttpClient, [kind, path, input]: (typeof calls)[number]) =>
    kind === 'query' ? client.query(`admin.enquiries.${path}`, input) : client.mutation(`admin.enquiries.${path}`, input);

  it('answers 401 to visitors on every procedure', async () => {
    const visitor = new HttpClient(test, '198.51.100.83');
    for (const entry of calls) expect((await call(visitor, entry)).status, entry[1]).toBe(401);
  });

  it('answers 403 to every role but admin, and changes nothing', async () => {
    const before = (await test.deps.db.select().from(enquiries).where(eq(enquiries.id, 1)))[0];
    const outboxBefore = (await test.deps.db.select().from(outbox)).length;
    for (const [index, role] of ROLES.filter((r) => r !== 'admin').entries()) {
      const client = new HttpClient(test, `198.51.100.${100 + index}`);
      await client.signIn(`${role}@demo.test`);
      for (const entry of calls) expect((await call(client, entry)).status, `${role} ${entry[1]}`).toBe(403);
    }
    expect((await test.deps.db.select().from(enquiries).where(eq(enquiries.id, 1)))[0]).toEqual(before);
    expect((await test.deps.db.select().from(outbox)).length).toBe(outboxBefore);
  });
});

describe('personal data', () => {
  it('the GDPR export holds the person\'s enquiries; the erasure removes them and anonymises the inbox\'s entries', async () => {
    const eve = new HttpClient(test, '198.51.100.120');
    const password = 'Eve-Password-42';
    await registerConfirmed(test, eve, { name: 'Eve Inboxperson', email: 'eve.inbox@example.com', password });
    const eveId = await idOf('eve.inbox@example.com');
    const answer = await eve.mutation('public.enquiries.send', {
      kind: 'product-question',
      name: 'Eve Inboxperson',
      email: 'eve.inbox@example.com',
      productId: product.id,
      message: 'Private question',
      consents: { terms: true, dealer: true },
      website: '',
      ticket: formTicket(test),
    });
    const id = (answer.json.result!.data as { id: number }).id;
    const enquiry = await detail(id);
    expect(enquiry.account).toMatchObject({ id: eveId, name: 'Eve Inboxperson' });
    await act('assign', { id, assignedTo: adminId });
    await act('reply', { id, message: 'Dear Eve Inboxperson, the answer is yes.' });

    const exported = data<{ enquiries: Array<{ kind: string; message: string; email: string }> }>(await admin.mutation('admin.logs.gdpr.export', { userId: eveId }));
    expect(exported.enquiries).toEqual([expect.objectContaining({ kind: 'product-question', message: 'Private question', email: 'eve.inbox@example.com' })]);

    expect((await admin.mutation('admin.logs.gdpr.erase', { userId: eveId })).status).toBe(200);
    expect(await test.deps.db.select().from(enquiries).where(eq(enquiries.id, id))).toEqual([]);
    expect((await admin.query('admin.enquiries.get', { id })).status).toBe(404);
    const entries = await auditOf(id);
    expect(entries).toHaveLength(2); // the audit trail keeps its entries ...
    const text = JSON.stringify(entries.map((entry) => entry.changes));
    expect(text).not.toContain('eve.inbox@example.com'); // ... without the person
    expect(text).not.toContain('the answer is yes');
    expect(entries[1]!.changes.reply).toEqual([null, '[erased]']);
    expect(entries[0]!.changes.assignedTo).toEqual([null, 'admin@demo.test']);
  });

  it('an erased administrator\'s e-mail leaves the entries of the enquiries they were given', async () => {
    const third = new HttpClient(test, '198.51.100.121');
    const password = 'Third-Admin-42';
    await third.mutation('public.register', { name: 'Tess Third', email: 'tess.inbox@example.com', password, password_confirmation: password, terms: true });
    const tessId = await idOf('tess.inbox@example.com');
    await test.deps.db.update(users).set({ role: 'admin' }).where(eq(users.id, tessId));
    const id = await insertEnquiry({ email: 'client.inbox@example.com' });
    await act('assign', { id, assignedTo: tessId });
    expect((await admin.mutation('admin.logs.gdpr.erase', { userId: tessId })).status).toBe(200);
    const [entry] = await auditOf(id);
    expect(JSON.stringify(entry!.changes)).not.toContain('tess.inbox@example.com');
    expect((await detail(id)).assignee).toMatchObject({ id: tessId, name: 'Erased user' });
  });
});
