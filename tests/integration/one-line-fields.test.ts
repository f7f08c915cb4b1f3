import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { companies, countries, enquiries, outbox, rateLimits, users } from '../../src/server/db/schema';
import { HttpClient } from '../setup/http-client';
import { createTestApp, type TestApp } from '../setup/test-app';
import { formTicket } from '../setup/form-ticket';

/**
 * Issue 28 item 5: a text typed in a one-line field (a name, a company, a title, an invitation) cannot carry a TAB,
 * a line break, a bidi control or a zero-width character into a greeting, a CSV row or a page; a multi-line field
 * (a message, a quote) keeps its line breaks.
 */
let test: TestApp;
let denmark = 0;
const SINGLE_LINE = 'must be a single line without control or invisible characters.';

beforeAll(async () => {
  test = await createTestApp();
  denmark = (await test.deps.db.select().from(countries).where(eq(countries.name, 'Denmark')))[0]!.id;
});
afterAll(() => test?.close());
beforeEach(async () => {
  await test.deps.db.delete(rateLimits);
});

const mailsTo = async (to: string) => test.deps.db.select().from(outbox).where(eq(outbox.to, to));

async function signedIn(email: string) {
  const client = new HttpClient(test, '203.0.113.40');
  await client.signIn(email);
  return client;
}

describe('one-line text fields', () => {
  it('registering "Bad\\tName" is refused with 422 naming the name field, and nothing is created or mailed', async () => {
    const client = new HttpClient(test, '203.0.113.41');
    const email = 'bad.tab@example.com';
    const answer = await client.mutation('public.register', { name: 'Bad\tName', email, password: 'Long-Password-1', password_confirmation: 'Long-Password-1', terms: true });
    expect(answer.status).toBe(422);
    expect(answer.json.error?.data.fieldErrors).toEqual({ name: [`The name field ${SINGLE_LINE}`] });
    expect(await test.deps.db.select().from(users).where(eq(users.email, email))).toEqual([]);
    expect(await mailsTo(email)).toEqual([]);
  });

  // (portal.users.invite validates its input at the procedure, which answers invalid input with 422, as for any other field.)
  it('an invitation for "Evil\\nName" is refused naming the field and sends no mail; the German visitor reads it in German', async () => {
    const senior = await signedIn('distributor-senior@demo.test');
    const email = 'evil.newline@example.com';
    const answer = await senior.mutation('portal.users.invite', { name: 'Evil\nName', email, role: 'distributor-junior', locale: 'en' });
    expect(answer.status).toBe(422);
    expect(answer.json.error?.data.fieldErrors).toEqual({ name: [`The name field ${SINGLE_LINE}`] });
    expect(await mailsTo(email)).toEqual([]);
    expect(await test.deps.db.select().from(users).where(eq(users.email, email))).toEqual([]);

    const german = await senior.request('POST', '/trpc/portal.users.invite?lang=de', { body: { name: 'Evil\u2028Name', email, role: 'distributor-junior', locale: 'de' } });
    expect(german.status).toBe(422);
    const body = (await german.json()) as { error: { data: { fieldErrors: Record<string, string[]> } } };
    expect(body.error.data.fieldErrors.name).toEqual(['Das Feld Name muss eine einzelne Zeile ohne Steuer- oder unsichtbare Zeichen sein.']);
    expect(await mailsTo(email)).toEqual([]);
  });

  it('a company named with a right-to-left override (U+202E) is refused; the same name without it is created', async () => {
    const admin = await signedIn('admin@demo.test');
    const refused = await admin.mutation('admin.companies.create', { name: 'Acme \u202Egnitset\u202C Ltd', countryId: denmark });
    expect(refused.status).toBe(422);
    expect(refused.json.error?.data.fieldErrors).toEqual({ name: [`The name field ${SINGLE_LINE}`] });
    expect(await test.deps.db.select().from(companies).where(eq(companies.name, 'Acme \u202Egnitset\u202C Ltd'))).toEqual([]);
    const zeroWidth = await admin.mutation('admin.companies.create', { name: 'Acme\u200B Testing Ltd', countryId: denmark });
    expect(zeroWidth.status).toBe(422);
    const created = await admin.mutation('admin.companies.create', { name: 'Acme Testing Ltd', countryId: denmark });
    expect(created.status).toBe(200);
  });

  it('a contact message keeps its line breaks and tabs, while its company name may not hide a zero-width space', async () => {
    const uk = (await test.deps.db.select().from(countries).where(eq(countries.name, 'United Kingdom')))[0]!.id;
    const form = {
      kind: 'contact',
      firstName: 'Ada',
      lastName: 'Inspector',
      email: 'ada.lines@example.com',
      companyName: 'Pipe Coatings Ltd',
      countryId: uk,
      message: 'Hello,\n\nwhich detector suits:\n\t- 3 mm epoxy\n\t- field joints\r\nThanks',
      consents: { terms: true, dealer: false, marketing: false },
      website: '',
      ticket: formTicket(test),
    };
    const client = new HttpClient(test, '198.51.100.60');
    const hidden = await client.mutation('public.enquiries.send', { ...form, companyName: 'Pipe\u200BCoatings Ltd' });
    expect(hidden.status).toBe(422);
    expect(hidden.json.error?.data.fieldErrors).toEqual({ companyName: [`The company name field ${SINGLE_LINE}`] });

    const sent = await client.mutation('public.enquiries.send', form);
    expect(sent.status).toBe(200);
    const [stored] = await test.deps.db.select().from(enquiries).where(eq(enquiries.email, 'ada.lines@example.com'));
    expect(stored?.message).toBe(form.message);
  });

  it('the admin resources follow the field kind: a one-line "text" field refuses a TAB, a multi-line quote keeps its lines', async () => {
    const admin = await signedIn('admin@demo.test');
    const quote = { quote_EN: 'Fast to set up.\nReliable on site.', quote_DE: '', quote_ES: '', quote_FR: '', quote_NL: '', quote_PT: '' };
    const refused = await admin.mutation('admin.resources.testimonials.create', { author: 'Ann\tSmith', company: 'Pipe\u2066 Coatings', ...quote });
    expect(refused.status).toBe(422);
    expect(refused.json.error?.data.fieldErrors).toEqual({ author: [`The author field ${SINGLE_LINE}`], company: [`The company field ${SINGLE_LINE}`] });
    const created = await admin.mutation('admin.resources.testimonials.create', { author: 'Ann Smith', company: 'Pipe Coatings', ...quote });
    expect(created.status).toBe(200);
    expect((created.json.result?.data as { quote_EN: string }).quote_EN).toBe('Fast to set up.\nReliable on site.');
  });
});
