import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsletterSubscriptions } from '../../src/server/db/schema';
import { createTestApp, type TestApp } from '../setup/test-app';
import { HttpClient } from '../setup/http-client';

/** Issue 8, scope 7: bodies that are not objects, and text with control characters or lone surrogates. */
let test: TestApp;

beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

const NOT_AN_OBJECT = 'The request body must be a JSON object.';

async function subscribers(email: string) {
  return test.deps.db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email));
}

describe('a JSON body that is not an object', () => {
  it.each([['[1,2]'], ['"name"'], ['42'], ['null'], ['true']])('POST /api/newsletter with %s answers 422 under "body"', async (raw) => {
    const response = await new HttpClient(test).request('POST', '/api/newsletter', { rawBody: raw });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ message: NOT_AN_OBJECT, errors: { body: [NOT_AN_OBJECT] } });
  });

  it('answers the same through tRPC, in the visitor language', async () => {
    const english = await new HttpClient(test).mutation('public.content.newsletterSignup', ['Ann', 'ann@example.test']);
    expect(english.status).toBe(422);
    expect(english.json.error?.message).toBe(NOT_AN_OBJECT);
    expect(english.json.error?.data.fieldErrors).toEqual({ body: [NOT_AN_OBJECT] });
    const german = await new HttpClient(test).mutation('public.signIn?lang=de', 'admin@demo.test');
    expect(german.status).toBe(422);
    expect(german.json.error?.data.fieldErrors).toEqual({ body: ['Der Anfrageinhalt muss ein JSON-Objekt sein.'] });
  });
});

describe('text with control characters or lone surrogates', () => {
  it('refuses a newsletter name with a NUL and stores nothing', async () => {
    const email = 'nul@example.test';
    const response = await new HttpClient(test).post('/api/newsletter', { name: 'Ann\u0000Lee', email, privacy: true });
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ errors: { name: ['The name field contains characters that are not allowed.'] } });
    expect(await subscribers(email)).toHaveLength(0);
  });

  it('refuses a lone surrogate, through REST and tRPC, and names the field in the visitor language', async () => {
    const email = 'surrogate@example.test';
    const rest = await new HttpClient(test).post('/api/newsletter?lang=fr', { name: 'Ann \uD800', email, privacy: true });
    expect(rest.status).toBe(422);
    expect(await rest.json()).toMatchObject({ errors: { name: ['Le champ nom contient des caractères non autorisés.'] } });
    const trpc = await new HttpClient(test).mutation('public.content.newsletterSignup', { name: '\uDC00Ann', email, privacy: true });
    expect(trpc.status).toBe(422);
    expect(trpc.json.error?.data.fieldErrors).toEqual({ name: ['The name field contains characters that are not allowed.'] });
    expect(await subscribers(email)).toHaveLength(0);
  });

  it('finds the character however deep it sits, and in object keys', async () => {
    const admin = new HttpClient(test, '198.51.100.7');
    await admin.signIn('admin@demo.test');
    const nested = await admin.mutation('public.content.newsletterSignup', { name: 'Ann', extra: { list: ['ok', 'bad\u007F'] } });
    expect(nested.json.error?.data.fieldErrors).toEqual({ 'extra.list.1': ['The list 2 field contains characters that are not allowed.'] });
    const key = await admin.mutation('public.content.newsletterSignup', { ['na\u0001me']: 'Ann' });
    expect(key.status).toBe(422);
  });

  it('keeps what people really type: accents, emoji, tabs and line breaks', async () => {
    const email = 'zoe@example.test';
    const response = await new HttpClient(test).post('/api/newsletter', { name: 'Zoë Ørsted 🙂', email, privacy: true });
    expect(response.status).toBe(201);
    expect((await subscribers(email))[0]?.name).toBe('Zoë Ørsted 🙂');
  });
});
