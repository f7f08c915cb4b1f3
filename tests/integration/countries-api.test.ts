import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../setup/test-app';
import { HttpClient } from '../setup/http-client';

interface Country {
  id: number;
  name: string;
  is_eu: boolean;
}
/** What public.countries offers the forms: the stored name and the name in the visitor's language. */
type CountryOption = Country & { label: string };

let test: TestApp;
let admin: HttpClient;

beforeAll(async () => {
  test = await createTestApp();
  admin = new HttpClient(test, '198.51.100.1');
  await admin.signIn('admin@demo.test');
});
afterAll(() => test.close());

async function countries(): Promise<Country[]> {
  return (await (await new HttpClient(test).get('/api/countries')).json()) as Country[];
}

describe('GET /api/countries', () => {
  it('lists every country ordered by name, with the 27 EU members flagged', async () => {
    const response = await new HttpClient(test).get('/api/countries');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    const list = (await response.json()) as Country[];
    expect(list.length).toBeGreaterThanOrEqual(240);
    expect(list.filter((c) => c.is_eu)).toHaveLength(27);
    const names = list.map((c) => c.name);
    // Alphabetical as a reader expects, not byte order: "Åland Islands" right after "Afghanistan", not after "Zimbabwe".
    expect(names).toEqual([...names].sort(new Intl.Collator('en-GB', { sensitivity: 'base' }).compare));
    expect(names.slice(0, 2)).toEqual(['Afghanistan', 'Åland Islands']);
    expect(names.indexOf("Côte d'Ivoire")).toBeLessThan(names.indexOf('Croatia'));
    expect(list.find((c) => c.name === 'Austria')).toMatchObject({ is_eu: true });
    expect(list.find((c) => c.name === 'United Kingdom')).toMatchObject({ is_eu: false });
    expect(Object.keys(list[0]!).sort()).toEqual(['id', 'is_eu', 'name']);
  });

  it('sends gzip when accepted and 304 for the version the client has, and a new version after a write', async () => {
    const browser = new HttpClient(test);
    const zipped = await browser.request('GET', '/api/countries', { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    const { gunzipSync } = await import('node:zlib');
    const list = JSON.parse(gunzipSync(Buffer.from(await zipped.arrayBuffer())).toString()) as Country[];
    expect(list.length).toBeGreaterThanOrEqual(240);
    const etag = zipped.headers.get('etag')!;
    const again = await browser.request('GET', '/api/countries', { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    await admin.post('/api/countries', { name: 'Etagland', is_eu: false });
    const changed = await browser.request('GET', '/api/countries', { headers: { 'If-None-Match': etag } });
    expect(changed.status).toBe(200);
    expect(((await changed.json()) as Country[]).some((c) => c.name === 'Etagland')).toBe(true);
  });

  it('sets a readable XSRF-TOKEN cookie on a GET without one', async () => {
    const response = await new HttpClient(test).get('/api/countries');
    const cookie = response.headers.getSetCookie().find((line) => line.startsWith('XSRF-TOKEN='));
    expect(cookie).toBeDefined();
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/HttpOnly/i);
  });
});

describe('POST /api/countries', () => {
  it('creates a country for an admin: 201 with the created record, listed afterwards', async () => {
    const response = await admin.post('/api/countries', { name: 'Atlantis', is_eu: true });
    expect(response.status).toBe(201);
    const created = (await response.json()) as Country;
    expect(created).toMatchObject({ name: 'Atlantis', is_eu: true });
    expect(created.id).toBeGreaterThan(0);
    expect((await countries()).find((c) => c.name === 'Atlantis')).toEqual(created);
  });

  it('answers 401 to visitors and 403 to other roles, creating nothing', async () => {
    const visitor = new HttpClient(test);
    const anonymous = await visitor.post('/api/countries', { name: 'Nowhere', is_eu: false });
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ message: 'Unauthenticated.' });
    for (const email of ['customer@demo.test', 'user@demo.test', 'distributor-senior@demo.test']) {
      const client = new HttpClient(test);
      await client.signIn(email);
      const response = await client.post('/api/countries', { name: 'Nowhere', is_eu: false });
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ message: 'This action is unauthorized.' });
    }
    expect((await countries()).some((c) => c.name === 'Nowhere')).toBe(false);
  });

  it('answers 419 without the X-XSRF-TOKEN header or with a forged one, and changes nothing', async () => {
    const missing = await admin.post('/api/countries', { name: 'Forgedland', is_eu: false }, { xsrf: false });
    expect(missing.status).toBe(419);
    expect(await missing.json()).toEqual({ message: 'CSRF token mismatch.' });
    const forged = await admin.post('/api/countries', { name: 'Forgedland', is_eu: false }, { xsrf: 'abc.def' });
    expect(forged.status).toBe(419);
    expect((await countries()).some((c) => c.name === 'Forgedland')).toBe(false);
  });

  it('validates on the server: 422 with the first messages per field', async () => {
    const empty = await admin.post('/api/countries', { name: '', is_eu: 'maybe' });
    expect(empty.status).toBe(422);
    const body = (await empty.json()) as { message: string; errors: Record<string, string[]> };
    expect(body.errors.name).toEqual(['The name field is required.']);
    expect(body.errors.is_eu).toEqual(['The EU member field must be true or false.']);
    expect(body.message).toBe('The name field is required.');

    const duplicate = await admin.post('/api/countries', { name: 'austria', is_eu: true });
    expect(duplicate.status).toBe(422);
    expect(((await duplicate.json()) as { errors: Record<string, string[]> }).errors.name).toEqual([
      'The name has already been taken.',
    ]);

    const long = await admin.post('/api/countries', { name: 'x'.repeat(256), is_eu: false });
    expect(((await long.json()) as { errors: Record<string, string[]> }).errors.name).toEqual([
      'The name field must not be greater than 255 characters.',
    ]);
  });

  it('answers malformed JSON and wrong types with 422, oversized bodies with 413, never 500', async () => {
    const malformed = await admin.request('POST', '/api/countries', { rawBody: '{"name": ' });
    expect(malformed.status).toBe(422);
    const wrongType = await admin.post('/api/countries', ['not', 'an', 'object']);
    expect(wrongType.status).toBe(422);
    const huge = await admin.request('POST', '/api/countries', { rawBody: JSON.stringify({ name: 'x'.repeat(2_000_000) }) });
    expect(huge.status).toBe(413);
  });

  it('speaks the visitor language in messages (?lang=de)', async () => {
    const response = await admin.post('/api/countries?lang=de', { name: '' });
    expect(response.status).toBe(422);
    expect(((await response.json()) as { errors: Record<string, string[]> }).errors.name).toEqual([
      'Das Feld Name ist erforderlich.',
    ]);
    // ?lang= also stored the locale cookie: later answers stay German until switched back.
    expect(((await (await admin.post('/api/countries', { name: '' })).json()) as { message: string }).message).toBe(
      'Das Feld Name ist erforderlich.',
    );
    await admin.get('/?lang=en');
  });
});

describe('POST /api/countries/{id} and DELETE /api/countries/{id}', () => {
  it('updates with POST (200 the updated record), 404 for unknown ids', async () => {
    const created = (await (await admin.post('/api/countries', { name: 'Lemuria', is_eu: false })).json()) as Country;
    const response = await admin.post(`/api/countries/${created.id}`, { id: created.id, name: 'Lemuria Major', is_eu: true });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ id: created.id, name: 'Lemuria Major', is_eu: true });
    expect((await countries()).find((c) => c.id === created.id)?.name).toBe('Lemuria Major');

    expect((await admin.post('/api/countries/999999', { id: 999999, name: 'Ghost', is_eu: false })).status).toBe(404);
    expect((await admin.post('/api/countries/abc', { name: 'Ghost', is_eu: false })).status).toBe(404);
    const mismatch = await admin.post(`/api/countries/${created.id}`, { id: created.id + 1, name: 'Other', is_eu: false });
    expect(mismatch.status).toBe(422);
  });

  it('deletes with 204, then 404; a country still used by a company is refused with 422 and a message', async () => {
    const created = (await (await admin.post('/api/countries', { name: 'Mu', is_eu: false })).json()) as Country;
    expect((await admin.delete(`/api/countries/${created.id}`)).status).toBe(204);
    expect((await countries()).some((c) => c.id === created.id)).toBe(false);
    expect((await admin.delete(`/api/countries/${created.id}`)).status).toBe(404);

    const denmark = (await countries()).find((c) => c.name === 'Denmark')!;
    const refused = await admin.delete(`/api/countries/${denmark.id}`);
    expect(refused.status).toBe(422);
    const body = (await refused.json()) as { message: string; errors: Record<string, string[]> };
    expect(body.message).toMatch(/cannot be deleted: 1 distributor company uses it/);
    expect((await countries()).some((c) => c.id === denmark.id)).toBe(true);
  });

  it('refuses deleting a country an expert is listed under, naming the experts (never a 500)', async () => {
    const country = (await (await admin.post('/api/countries', { name: 'Expertland', is_eu: false })).json()) as Country;
    const expert = await admin.mutation('admin.resources.experts.create', { name: 'Ada Probe', countryId: country.id, job_title_EN: 'Engineer' });
    expect(expert.status, JSON.stringify(expert.json.error)).toBe(200);
    const refused = await admin.delete(`/api/countries/${country.id}`);
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as { message: string }).message).toBe('This country cannot be deleted: 1 expert uses it.');
  });

  it('keeps an event\'s country: creating and editing an event with one, then refusing to delete it (422, never a 500)', async () => {
    const country = (await (await admin.post('/api/countries', { name: 'Eventland', is_eu: false })).json()) as Country;
    const event = { slug: 'eventland-expo', title_EN: 'Eventland Expo', location: 'Hall 3', countryId: country.id, startsAt: '2027-03-01' };
    const created = await admin.mutation('admin.resources.events.create', event);
    expect(created.status, JSON.stringify(created.json.error)).toBe(200);
    const refused = await admin.delete(`/api/countries/${country.id}`);
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as { message: string }).message).toBe('This country cannot be deleted: 1 event uses it.');
    // An unknown country is a field error, not a failed foreign key.
    const unknown = await admin.mutation('admin.resources.events.create', { ...event, slug: 'nowhere-expo', countryId: 999_999 });
    expect(unknown.status).toBe(422);
  });

  it('refuses deletes from non-admins', async () => {
    const client = new HttpClient(test);
    await client.signIn('distributor-senior@demo.test');
    const spain = (await countries()).find((c) => c.name === 'Spain')!;
    expect((await client.delete(`/api/countries/${spain.id}`)).status).toBe(403);
    expect((await new HttpClient(test).delete(`/api/countries/${spain.id}`)).status).toBe(401);
  });
});

describe('country order per language', () => {
  it('sorts by the visitor language: stored names through REST, names in that language through tRPC', async () => {
    const visitor = new HttpClient(test);
    const rest = (await (await visitor.get('/api/countries?lang=de')).json()) as Country[];
    const trpc = (await (await visitor.get('/trpc/public.countries?lang=de')).json()) as { result: { data: CountryOption[] } };
    const labels = trpc.result.data.map((c) => c.label);
    expect(labels).toEqual([...labels].sort(new Intl.Collator('de-DE', { sensitivity: 'base' }).compare));
    expect(labels).toContain('Deutschland');
    expect(trpc.result.data.map((c) => c.id).sort()).toEqual(rest.map((c) => c.id).sort());
    const names = rest.map((c) => c.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('de-DE', { sensitivity: 'base' }).compare));
    expect(names.indexOf('Curaçao')).toBeLessThan(names.indexOf('Cyprus'));
  });
});
