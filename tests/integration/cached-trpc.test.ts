import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../setup/test-app';
import { HttpClient } from '../setup/http-client';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

/** A batch that mixes in a procedure the fast path does not serve goes through tRPC itself: the reference answer. */
async function viaTrpc(browser: HttpClient, path: string): Promise<unknown> {
  const response = await browser.get(`/trpc/${path},public.me?batch=1&input=%7B%7D`);
  const answers = (await response.json()) as unknown[];
  return answers[0];
}

describe('cached public tRPC queries', () => {
  for (const path of ['public.countries', 'public.content.applications']) {
    it(`${path} answers exactly what tRPC answers, single and batched`, async () => {
      const browser = new HttpClient(test);
      const reference = await viaTrpc(browser, path);
      const single = await browser.get(`/trpc/${path}`);
      expect(single.status).toBe(200);
      expect(single.headers.get('content-type')).toContain('application/json');
      expect(await single.json()).toEqual(reference);
      const batched = await browser.get(`/trpc/${path}?batch=1&input=%7B%220%22%3A%7B%7D%7D`);
      expect(await batched.json()).toEqual([reference]);
    });
  }

  it('reflects writes at once', async () => {
    const admin = new HttpClient(test, '198.51.100.9');
    await admin.signIn('admin@demo.test');
    await admin.post('/api/countries', { name: 'Cacheland', is_eu: false });
    const answer = (await (await new HttpClient(test).get('/trpc/public.countries')).json()) as { result: { data: Array<{ name: string }> } };
    expect(answer.result.data.some((c) => c.name === 'Cacheland')).toBe(true);
  });
});
