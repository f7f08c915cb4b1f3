import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KeysetPage as LogPage } from '../../src/shared/list/page';
import type { OutboxMessage, OutboxRow } from '../../src/shared/logs/outbox.schema';
import type { WebsiteLogRow } from '../../src/shared/logs/website-log.schema';
import { websiteLog } from '../../src/server/db/schema';
import { SEARCH_WINDOW } from '../../src/server/list';
import { flushWebsiteLog, listWebsiteLog, recordWebsiteEvent } from '../../src/server/services/website-log';
import { createTestApp, type TestApp } from '../setup/test-app';
import { HttpClient } from '../setup/http-client';

let test: TestApp;
let admin: HttpClient;

beforeAll(async () => {
  test = await createTestApp();
  admin = new HttpClient(test, '198.51.100.40');
  await admin.signIn('admin@demo.test');
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

const data = <T>(answer: { json: { result?: { data: unknown } } }) => answer.json.result!.data as T;

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

describe('admin.logs.website.list', () => {
  it('refuses visitors and non-admins', async () => {
    expect((await new HttpClient(test).query('admin.logs.website.list')).status).toBe(401);
    const user = new HttpClient(test, '203.0.113.58');
    await user.signIn('user@demo.test');
    expect((await user.query('admin.logs.website.list')).status).toBe(403);
    expect((await user.query('admin.logs.outbox.list')).status).toBe(403);
  });

  it('lists newest first with a total, filters by kind, pages by cursor without gaps or repeats', async () => {
    for (let i = 0; i < 45; i++) recordWebsiteEvent(test.deps, { kind: 'not-found', path: `/paged/${i}`, ip: '192.0.2.1' });
    await flushWebsiteLog(test.deps);
    const first = data<LogPage<WebsiteLogRow>>(await admin.query('admin.logs.website.list', {}));
    expect(first.rows).toHaveLength(25);
    expect(first.total).toBe((await test.deps.db.select().from(websiteLog)).length);
    expect(first.rows[0]).toMatchObject({ kind: 'not-found', path: '/paged/44' });

    const seen: number[] = [];
    let cursor: string | null = null;
    do {
      const page: LogPage<WebsiteLogRow> = data(await admin.query('admin.logs.website.list', { kind: 'not-found', ...(cursor ? { cursor } : {}) }));
      expect(page.rows.every((row) => row.kind === 'not-found')).toBe(true);
      seen.push(...page.rows.map((row) => row.id));
      cursor = page.nextCursor;
    } while (cursor);
    const notFound = await test.deps.db.select({ id: websiteLog.id }).from(websiteLog).where(eq(websiteLog.kind, 'not-found'));
    expect(seen).toHaveLength(notFound.length);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toEqual([...seen].sort((a, b) => b - a));
  });

  it('searches the path, the e-mail and the address; a search is not counted', async () => {
    const byPath = data<LogPage<WebsiteLogRow>>(await admin.query('admin.logs.website.list', { q: 'paged/4' }));
    expect(byPath.total).toBeNull();
    expect(byPath.rows.map((row) => row.path).sort()).toEqual(['/paged/4', ...Array.from({ length: 5 }, (_, i) => `/paged/4${i}`)].sort());
    const byEmail = data<LogPage<WebsiteLogRow>>(await admin.query('admin.logs.website.list', { q: 'NORA@' }));
    expect(byEmail.rows.map((row) => row.kind)).toEqual(['form']);
    const byIp = data<LogPage<WebsiteLogRow>>(await admin.query('admin.logs.website.list', { kind: 'rate-limit', q: '203.0.113.55' }));
    expect(byIp.rows).toHaveLength(1);
    const literal = await listWebsiteLog(test, { q: '%', perPage: 20 });
    expect(literal.rows).toHaveLength(0); // wildcards are taken literally
  });

  it('a search looks through a bounded stretch per request and goes on further back with the cursor', async () => {
    // One match, then more newer entries than one request looks through.
    const base = Date.now() - 60_000;
    await test.deps.db.insert(websiteLog).values({ kind: 'form', path: '/needle-in-haystack', createdAt: new Date(base - 1000) });
    await test.deps.db.run(sql`
      with recursive n(i) as (select 1 union all select i + 1 from n where i < ${SEARCH_WINDOW + 100})
      insert into website_log (kind, path, created_at) select 'not-found', '/hay', ${base} + i from n`);
    const first = await listWebsiteLog(test, { q: 'needle', perPage: 20 });
    expect(first.rows).toHaveLength(0);
    expect(first.nextCursor).not.toBeNull();
    const second = await listWebsiteLog(test, { q: 'needle', cursor: first.nextCursor!, perPage: 20 });
    expect(second.rows.map((row) => row.path)).toEqual(['/needle-in-haystack']);
    // Without a search the same rows page normally, and the count covers them all.
    const plain = await listWebsiteLog(test, { perPage: 20 });
    expect(plain.total).toBe((await test.deps.db.select({ id: websiteLog.id }).from(websiteLog)).length);
  });

  it('answers bad input with 422', async () => {
    expect((await admin.query('admin.logs.website.list', { kind: 'nope' })).status).toBe(422);
    expect((await admin.query('admin.logs.website.list', { cursor: 'not a cursor' })).status).toBe(422);
    expect((await admin.query('admin.logs.website.list', { q: 'x'.repeat(101) })).status).toBe(422);
  });
});

describe('admin.logs.outbox', () => {
  it('lists e-mails newest first and opens one with its text and HTML', async () => {
    const list = data<LogPage<OutboxRow>>(await admin.query('admin.logs.outbox.list', {}));
    expect(list.total).toBeGreaterThan(0);
    const mail = list.rows.find((row) => row.to === 'nora@example.test');
    expect(mail).toBeDefined();
    const message = data<OutboxMessage>(await admin.query('admin.logs.outbox.get', { id: mail!.id }));
    expect(message.subject).toBe(mail!.subject);
    expect(message.html).toContain('<');
    expect(message.text.length).toBeGreaterThan(0);
    expect((await admin.query('admin.logs.outbox.get', { id: 999999 })).status).toBe(404);
    expect((await admin.query('admin.logs.outbox.get', { id: 'x' })).status).toBe(422);
  });
});
