import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../setup/test-app';
import { HttpClient } from '../setup/http-client';

/** Issue 28, bad input: each of these answered 500 before; each now answers a 4xx with the usual shape. */
let test: TestApp;
let admin: HttpClient;

beforeAll(async () => {
  test = await createTestApp();
  admin = new HttpClient(test, '198.51.100.28');
  await admin.signIn('admin@demo.test');
});
afterAll(() => test.close());

const NOT_AN_OBJECT = 'The request body must be a JSON object.';

describe('a body that is not an object, on the forms that compare two passwords', () => {
  it.each([['public.register'], ['public.resetPassword']])('%s with a JSON null answers 422 under "body"', async (path) => {
    const answer = await new HttpClient(test).mutation(path, null);
    expect(answer.status).toBe(422);
    expect(answer.json.error?.data.fieldErrors).toEqual({ body: [NOT_AN_OBJECT] });
  });

  it('account.changePassword with null, an array or a number answers 422, signed in', async () => {
    const customer = new HttpClient(test, '198.51.100.29');
    await customer.signIn('customer@demo.test');
    expect((await customer.mutation('account.confirmPassword', { password: 'Demo-Password-1' })).status).toBe(200);
    for (const body of [null, [1, 2], 7]) {
      const answer = await customer.mutation('account.changePassword', body);
      expect(answer.status).toBe(422);
    }
  });

  it('the admin user form with null answers 422 with field errors, not a crash in its company rule', async () => {
    const answer = await admin.mutation('admin.users.update', null);
    expect(answer.status).toBe(422);
    expect(answer.json.error?.data.fieldErrors).toBeDefined();
  });
});

describe('procedure names that are names of Object.prototype', () => {
  const names = ['__proto__', 'valueOf', 'constructor', 'toString', 'hasOwnProperty'];

  it.each(names)('GET /trpc/%s answers 404 in JSON', async (name) => {
    const response = await new HttpClient(test).get(`/trpc/${name}`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/json');
  });

  it('a batch naming them with a cached query answers 404 for them, not 500', async () => {
    const response = await new HttpClient(test).get(`/trpc/public.countries,${names.join(',')}?batch=1&input={}`);
    expect(response.status).toBeLessThan(500);
    const answers = (await response.json()) as Array<{ error?: { data: { httpStatus: number } } }>;
    expect(answers.slice(1).map((answer) => answer.error?.data.httpStatus)).toEqual(names.map(() => 404));
  });
});

describe('a NUL in an admin search term', () => {
  const term = 'Ab\u0000cd';

  it('every resource list answers 200', async () => {
    for (const name of ['faqs', 'industrysectors', 'commcodes', 'languages']) {
      const answer = await admin.query(`admin.resources.${name}.list`, { q: term });
      expect(answer.status, name).toBe(200);
    }
  });

  it('the resource export answers 200 with CSV', async () => {
    const query = encodeURIComponent(JSON.stringify({ q: term }));
    const response = await admin.get(`/api/admin/resources/faqs/export.csv?query=${query}`);
    expect(response.status).toBe(200);
  });

  it('the users list and the course user searches answer 200', async () => {
    expect((await admin.query('admin.users.list', { q: term })).status).toBe(200);
    expect((await admin.query('admin.enrolments.findUsers', { q: 'cus\u0000tomer' })).status).toBe(200);
    const courses = (await admin.query('admin.courses.list', {})).json.result?.data as { rows?: Array<{ id: number }> } | undefined;
    const courseId = courses?.rows?.[0]?.id ?? 1;
    expect((await admin.query('admin.enrolments.list', { filters: { course: courseId }, q: 'cus\u0000tomer' })).status).toBe(200);
  });

  it('finds what the term means with the NUL taken as a space', async () => {
    const answer = await admin.query('admin.users.list', { q: 'customer\u0000@demo' });
    expect(answer.status).toBe(200);
  });
});

describe('deeply nested JSON', () => {
  const deep = '['.repeat(20_000) + ']'.repeat(20_000);

  it('answers 422 before any sign-in, on tRPC and REST', async () => {
    const trpc = await new HttpClient(test).request('POST', '/trpc/public.signIn', { rawBody: deep });
    expect(trpc.status).toBe(422);
    const nestedObject = `{"email":${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}}`;
    const signIn = await new HttpClient(test).request('POST', '/trpc/public.signIn', { rawBody: nestedObject });
    expect(signIn.status).toBe(422);
    const rest = await new HttpClient(test).request('POST', '/api/newsletter', { rawBody: nestedObject });
    expect(rest.status).toBe(422);
    expect(await rest.json()).toMatchObject({ errors: { body: ['The request body is nested too deeply.'] } });
  });

  it('keeps accepting what forms really send', async () => {
    const response = await new HttpClient(test).post('/api/newsletter', { name: 'Ann', email: 'nested-ok@example.test', privacy: true });
    expect(response.status).toBe(201);
  });
});

describe('ids in REST paths have one spelling', () => {
  it.each([['00001'], ['01'], ['1.0'], ['+1']])('POST /api/countries/%s is 404', async (id) => {
    const response = await admin.post(`/api/countries/${id}`, { id: 1, name: 'Austria', is_eu: true });
    expect(response.status).toBe(404);
  });

  it('GET /api/galleries/01 is 404 where /api/galleries/1 is the gallery', async () => {
    expect((await admin.get('/api/galleries/1')).status).toBe(200);
    expect((await admin.get('/api/galleries/01')).status).toBe(404);
  });
});

describe('every CSV the site writes neutralises formulas', () => {
  it('the admin resource export prefixes a cell that a spreadsheet would run', async () => {
    const created = await admin.mutation('admin.resources.industrysectors.create', { name_EN: '=HYPERLINK("http://evil.example")', sort: 0 });
    expect(created.status).toBe(200);
    const query = encodeURIComponent(JSON.stringify({ q: 'HYPERLINK' }));
    const response = await admin.get(`/api/admin/resources/industrysectors/export.csv?query=${query}`);
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(text).not.toMatch(/(^|,)"?=HYPERLINK/m);
  });
});
