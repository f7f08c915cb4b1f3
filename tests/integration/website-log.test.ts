import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { websiteLog } from '../../src/server/db/schema';
import { flushWebsiteLog } from '../../src/server/features/logs/website-log';
import { createTestApp, type TestApp } from '../setup/test-app';
import { HttpClient } from '../setup/http-client';

/** What the site writes into the website log; the screen's list is tests/integration/admin-website-log.test.ts. */
let test: TestApp;

beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

/** The website-log rows a request added (oldest first), once its fire-and-forget writes have landed. */
async function added(run: () => Promise<unknown>) {
  await flushWebsiteLog(test.deps);
  const [newest] = await test.deps.db.select({ id: websiteLog.id }).from(websiteLog).orderBy(desc(websiteLog.id)).limit(1);
  await run();
  await flushWebsiteLog(test.deps);
  const rows = await test.deps.db.select().from(websiteLog).orderBy(desc(websiteLog.id));
  return rows.filter((row) => row.id > (newest?.id ?? 0)).reverse();
}

describe('what the website log records', () => {
  it('a page nobody serves: one not-found row with path, address and referrer', async () => {
    const visitor = new HttpClient(test, '203.0.113.50');
    const rows = await added(async () => {
      const response = await visitor.request('GET', '/no-such-page?x=1', { headers: { Referer: 'https://elsewhere.test/links?q=secret' } });
      expect(response.status).toBe(404);
    });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'not-found', path: '/no-such-page', ip: '203.0.113.50', email: '' });
    expect(JSON.parse(rows[0]!.detail)).toMatchObject({ method: 'GET', referrer: 'https://elsewhere.test/links' });
  });

  it('an unknown /api path and an unknown method: one not-found row each', async () => {
    const visitor = new HttpClient(test, '203.0.113.51');
    const rows = await added(async () => {
      expect((await visitor.get('/api/no-such-thing')).status).toBe(404);
      expect((await visitor.post('/nowhere', {})).status).toBe(404);
    });
    expect(rows.map((row) => [row.kind, row.path])).toEqual([
      ['not-found', '/api/no-such-thing'],
      ['not-found', '/nowhere'],
    ]);
  });

  it('pages that exist and records that are missing are not logged as broken links', async () => {
    const visitor = new HttpClient(test, '203.0.113.52');
    const rows = await added(async () => {
      expect((await visitor.get('/')).status).toBe(200);
      expect((await visitor.get('/api/countries/999999')).status).toBe(404);
    });
    expect(rows.filter((row) => row.kind === 'not-found' && row.path === '/')).toHaveLength(0);
  });

  it('a failed sign-in: one row with the e-mail tried and the address, never the password', async () => {
    const visitor = new HttpClient(test, '203.0.113.53');
    const password = 'Wrong-Secret-Password-77';
    const rows = await added(async () => {
      const answer = await visitor.mutation('public.signIn', { email: 'User@Demo.test', password });
      expect(answer.status).toBe(422);
    });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'sign-in-failure', email: 'user@demo.test', ip: '203.0.113.53' });
    expect(JSON.stringify(rows)).not.toContain(password);

    const unknown = await added(() => visitor.mutation('public.signIn', { email: 'nobody@demo.test', password }));
    expect(unknown).toHaveLength(1);
    expect(unknown[0]).toMatchObject({ kind: 'sign-in-failure', email: 'nobody@demo.test' });
    const all = await test.deps.db.select().from(websiteLog);
    expect(JSON.stringify(all)).not.toContain(password);
  });

  it('a successful sign-in is not a failure', async () => {
    const rows = await added(() => new HttpClient(test, '203.0.113.54').signIn('customer@demo.test'));
    expect(rows).toHaveLength(0);
  });

  it('a rate-limited request (429): one rate-limit row', async () => {
    const visitor = new HttpClient(test, '203.0.113.55');
    for (let i = 0; i < 5; i++) await visitor.mutation('public.signIn', { email: 'distributor-senior@demo.test', password: 'nope-nope-1' });
    const rows = await added(async () => {
      const answer = await visitor.mutation('public.signIn', { email: 'distributor-senior@demo.test', password: 'nope-nope-1' });
      expect(answer.status).toBe(429);
    });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'rate-limit', path: '/trpc/public.signIn', ip: '203.0.113.55' });
    expect(JSON.parse(rows[0]!.detail)).toMatchObject({ method: 'POST' });
  });

  it('a newsletter sign-up: one form row with the form name and the address, not the body', async () => {
    const visitor = new HttpClient(test, '203.0.113.56');
    const rows = await added(async () => {
      const response = await visitor.request('POST', '/api/newsletter', {
        body: { name: 'Nora Nightingale', email: 'nora@example.test', privacy: true },
        headers: { Referer: 'http://localhost/products/detectors', Host: 'localhost' },
      });
      expect(response.status).toBe(201);
    });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'form', email: 'nora@example.test', ip: '203.0.113.56', path: '/products/detectors' });
    expect(JSON.parse(rows[0]!.detail)).toEqual({ form: 'newsletter' });
    expect(JSON.stringify(rows[0])).not.toContain('Nightingale');
  });

  it('a failing log write never fails the request', async () => {
    const visitor = new HttpClient(test, '203.0.113.57');
    const insert = test.deps.db.insert.bind(test.deps.db);
    test.deps.db.insert = (() => {
      throw new Error('disk full');
    }) as unknown as typeof insert;
    try {
      expect((await visitor.get('/still-no-page')).status).toBe(404);
    } finally {
      test.deps.db.insert = insert;
    }
    await flushWebsiteLog(test.deps);
    expect(await test.deps.db.select().from(websiteLog).where(eq(websiteLog.path, '/still-no-page'))).toHaveLength(0);
  });
});
