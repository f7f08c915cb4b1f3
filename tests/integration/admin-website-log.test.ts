import { desc, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OffsetPage } from '../../src/shared/list/page';
import { LIST_COUNT_CAP } from '../../src/shared/list/query';
import type { OutboxMessage } from '../../src/shared/logs/outbox.schema';
import type { ResourceRow } from '../../src/shared/collections/types';
import { outbox, websiteLog } from '../../src/server/db/schema';
import { flushWebsiteLog } from '../../src/server/features/logs/website-log';
import { HttpClient } from '../setup/http-client';
import { createTestApp, type TestApp } from '../setup/test-app';

/**
 * /admin/logs/website and its outbox as collections (admin.logs.website.list, admin.logs.outbox.{list,get}; no
 * writes), through the real HTTP stack on the seeded demo database: newest first, numbered pages with the total, the
 * kind filter and the days, the search by a part of the path or the start of an e-mail or IP address, each entry's
 * detail read from its JSON; the outbox searched by the recipient and opened with both bodies. This file writes 30
 * 'not-found' entries `/wl-paged/{i}` dated 2025-05-01 to 2025-05-30, a form entry by `wl-nora@example.test`, a
 * rate-limit hit from 203.0.113.77, an entry whose path holds a `%`, and 3 e-mails to `wl-mail-{i}@example.test`, all at
 * fixed times.
 */
let test: TestApp;
let admin: HttpClient;

type Page = OffsetPage<ResourceRow>;
const day = (d: number, hour = 12) => new Date(Date.UTC(2025, 4, d, hour));

beforeAll(async () => {
  test = await createTestApp();
  admin = new HttpClient(test, '198.51.100.41');
  await admin.signIn('admin@demo.test');
  await flushWebsiteLog(test.deps);
  await test.deps.db.insert(websiteLog).values([
    ...Array.from({ length: 30 }, (_, i) => ({
      kind: 'not-found' as const,
      path: `/wl-paged/${i}`,
      ip: '192.0.2.10',
      detail: JSON.stringify({ method: 'GET', referrer: 'https://elsewhere.test/links' }),
      createdAt: day(1 + i),
    })),
    { kind: 'form', path: '/contact', email: 'wl-nora@example.test', ip: '198.51.100.9', detail: '{"form":"contact"}', createdAt: day(15, 13) },
    { kind: 'rate-limit', path: '/trpc/public.signIn', ip: '203.0.113.77', detail: '{"method":"POST"}', createdAt: day(16, 13) },
    { kind: 'not-found', path: '/offers/wl-100%-off', ip: '192.0.2.11', detail: 'not json', createdAt: day(17, 13) },
  ]);
  await test.deps.db.insert(outbox).values(
    Array.from({ length: 3 }, (_, i) => ({
      to: `wl-mail-${i}@example.test`,
      subject: `Outbox test ${i}`,
      text: `Plain text ${i}`,
      html: `<p>HTML ${i}</p>`,
      createdAt: day(20 + i),
    })),
  );
});
afterAll(() => test.close());

async function list(path: string, input: Record<string, unknown> = {}): Promise<Page> {
  const answer = await admin.query(path, input);
  expect(answer.status, JSON.stringify(input)).toBe(200);
  return answer.json.result!.data as Page;
}
const website = (input: Record<string, unknown> = {}) => list('admin.logs.website.list', input);
const mails = (input: Record<string, unknown> = {}) => list('admin.logs.outbox.list', input);

const stored = () => test.deps.db.select().from(websiteLog).orderBy(desc(websiteLog.createdAt), desc(websiteLog.id));

describe('admin.logs.website as a collection', () => {
  it('is refused to visitors (401) and to every non-admin role tried (403); it offers no writes', async () => {
    for (const path of ['admin.logs.website.list', 'admin.logs.outbox.list']) {
      expect((await new HttpClient(test).query(path)).status, path).toBe(401);
    }
    expect((await new HttpClient(test).query('admin.logs.outbox.get', { id: 1 })).status).toBe(401);
    for (const email of ['user@demo.test', 'customer@demo.test', 'distributor-senior@demo.test', 'certified-senior@demo.test']) {
      const client = new HttpClient(test);
      await client.signIn(email);
      expect((await client.query('admin.logs.website.list')).status, email).toBe(403);
      expect((await client.query('admin.logs.outbox.list')).status, email).toBe(403);
      expect((await client.query('admin.logs.outbox.get', { id: 1 })).status, email).toBe(403);
    }
    expect((await admin.mutation('admin.logs.website.delete', { id: 1 })).status).toBe(403);
    expect((await admin.mutation('admin.logs.website.bulkDelete', { ids: [1] })).status).toBe(403);
    expect((await admin.mutation('admin.logs.outbox.delete', { id: 1 })).status).toBe(403);
    expect((await admin.mutation('admin.logs.outbox.create', {})).status).toBe(403);
  });

  it('lists newest first, 25 a page, with the total; pages are numbered and a page past the last shows the last', async () => {
    const all = await stored();
    const first = await website();
    expect(first).toMatchObject({ paging: 'offset', total: all.length, capped: false, page: 1, perPage: 25 });
    expect(first.rows.map((row) => row.id)).toEqual(all.slice(0, 25).map((row) => row.id));
    const second = await website({ page: 2, perPage: 10 });
    expect(second.rows.map((row) => row.id)).toEqual(all.slice(10, 20).map((row) => row.id));
    expect((await website({ page: 999 })).page).toBe(Math.ceil(all.length / 25));
    const oldest = await website({ sort: 'createdAt', dir: 'asc', perPage: 10 });
    expect(oldest.rows.map((row) => row.id)).toEqual([...all].reverse().slice(0, 10).map((row) => row.id));
  });

  it('shows each entry with its kind, path, address and detail read into names and values', async () => {
    const page = await website({ q: 'wl-paged/7' });
    expect(page.rows).toHaveLength(1);
    expect(page.rows[0]).toMatchObject({ kind: 'not-found', path: '/wl-paged/7', ip: '192.0.2.10', email: '' });
    expect(page.rows[0]!.detail).toEqual({ method: 'GET', referrer: 'https://elsewhere.test/links' });
    expect(page.rows[0]!.createdAt).toBe(day(8).toISOString());
    // A detail that is not an object of values shows nothing rather than failing the page.
    const broken = await website({ q: 'wl-100' });
    expect(broken.rows.map((row) => row.detail)).toEqual([{}]);
  });

  it('filters by kind and by days (both included), each with its count', async () => {
    const notFound = await website({ filters: { kind: 'not-found' }, perPage: 100 });
    const storedNotFound = await test.deps.db.select({ id: websiteLog.id }).from(websiteLog).where(eq(websiteLog.kind, 'not-found'));
    expect(notFound.total).toBe(storedNotFound.length);
    expect(notFound.rows.every((row) => row.kind === 'not-found')).toBe(true);
    const limited = await website({ filters: { kind: 'rate-limit' } });
    expect(limited.rows.map((row) => row.ip)).toContain('203.0.113.77');
    const days = await website({ filters: { createdAt: '2025-05-10..2025-05-12' } });
    expect(days.rows.map((row) => row.path)).toEqual(['/wl-paged/11', '/wl-paged/10', '/wl-paged/9']);
    const both = await website({ filters: { createdAt: '2025-05-15..2025-05-17', kind: 'form' } });
    expect(both.rows.map((row) => row.email)).toEqual(['wl-nora@example.test']);
  });

  it('searches a part of the path, the start of an e-mail address (any case) or of an IP address, and counts the matches', async () => {
    const byPath = await website({ q: 'wl-paged/1' });
    expect(byPath.total).toBe(11);
    expect(byPath.rows.map((row) => row.path)).toEqual(['/wl-paged/19', ...Array.from({ length: 9 }, (_, i) => `/wl-paged/${18 - i}`), '/wl-paged/1']);
    // A part from the middle, in another case: the path's trigram index folds case.
    expect((await website({ q: 'WL-PAGED/2' })).total).toBe(11);
    expect((await website({ q: 'WL-NORA@' })).rows.map((row) => row.kind)).toEqual(['form']);
    expect((await website({ q: 'nora@' })).total).toBe(0); // the start of the address, not any part
    expect((await website({ q: '203.0.113.7', filters: { kind: 'rate-limit' } })).rows.map((row) => row.ip)).toEqual(['203.0.113.77']);
    // With a term the kind is checked on the search's matches (not through its own index): it still narrows them.
    expect((await website({ q: 'wl-paged/1', filters: { kind: 'not-found' } })).total).toBe(11);
    expect((await website({ q: 'wl-paged/1', filters: { kind: 'form' } })).total).toBe(0);
    // Wildcards are plain characters, short terms included.
    expect((await website({ q: '%' })).rows.map((row) => row.path)).toEqual(['/offers/wl-100%-off']);
    expect((await website({ q: '100%' })).rows.map((row) => row.path)).toEqual(['/offers/wl-100%-off']);
    expect((await website({ q: 'wl_paged' })).total).toBe(0);
    expect((await website({ q: 'no-such-thing-anywhere' })).rows).toEqual([]);
  });

  it('does not count a part of a path more entries share than the cap; with a kind beside it, it counts exactly', async () => {
    const stamp = Date.parse('2025-04-01T00:00:00Z');
    await test.deps.db.run(sql`
      with recursive n(i) as (select 1 union all select i + 1 from n where i < ${LIST_COUNT_CAP + 1})
      insert into website_log (kind, path, ip, detail, created_at)
      select case when i % 1000 = 0 then 'form' else 'not-found' end, '/wl-bulk/' || i, '192.0.2.200', '{}', ${stamp} + i from n`);
    try {
      const common = await website({ q: 'wl-bulk' });
      expect(common).toMatchObject({ total: LIST_COUNT_CAP, capped: true, page: 1 });
      expect(common.rows.map((row) => row.path).slice(0, 2)).toEqual([`/wl-bulk/${LIST_COUNT_CAP + 1}`, `/wl-bulk/${LIST_COUNT_CAP}`]);
      expect(await website({ q: 'wl-bulk', filters: { kind: 'form' } })).toMatchObject({ total: 10, capped: false });
    } finally {
      await test.deps.db.delete(websiteLog).where(like(websiteLog.path, '/wl-bulk/%'));
    }
  });

  it('answers bad input with 422', async () => {
    const bad = [
      { filters: { kind: 'nope' } },
      { filters: { createdAt: 'yesterday' } },
      { filters: { path: '/x' } },
      { sort: 'path' },
      { page: 0 },
      { perPage: 7 },
      { q: 'x'.repeat(101) },
    ];
    for (const input of bad) expect((await admin.query('admin.logs.website.list', input)).status, JSON.stringify(input)).toBe(422);
  });
});

describe('admin.logs.outbox as a collection', () => {
  it('lists e-mails newest first with the total, without their bodies; searched by the start of the recipient', async () => {
    const all = await test.deps.db.select({ id: outbox.id }).from(outbox).orderBy(desc(outbox.createdAt), desc(outbox.id));
    const first = await mails({ perPage: 100 });
    expect(first.total).toBe(all.length);
    expect(first.rows.map((row) => row.id)).toEqual(all.slice(0, 100).map((row) => row.id));
    expect(first.rows[0]).not.toHaveProperty('html');
    expect(first.rows[0]).not.toHaveProperty('text');
    const found = await mails({ q: 'WL-MAIL-' });
    expect(found.rows.map((row) => [row.to, row.subject])).toEqual([
      ['wl-mail-2@example.test', 'Outbox test 2'],
      ['wl-mail-1@example.test', 'Outbox test 1'],
      ['wl-mail-0@example.test', 'Outbox test 0'],
    ]);
    expect((await mails({ q: 'mail-1@' })).total).toBe(0);
    expect((await mails({ filters: { createdAt: '2025-05-21..2025-05-21' } })).rows.map((row) => row.to)).toEqual(['wl-mail-1@example.test']);
  });

  it('opens one e-mail with its text and HTML; an unknown one is 404, a bad id 422', async () => {
    const [row] = await test.deps.db.select().from(outbox).where(like(outbox.to, 'wl-mail-1@%'));
    const message = (await admin.query('admin.logs.outbox.get', { id: row!.id })).json.result!.data as OutboxMessage;
    expect(message).toEqual({
      id: row!.id,
      to: 'wl-mail-1@example.test',
      subject: 'Outbox test 1',
      text: 'Plain text 1',
      html: '<p>HTML 1</p>',
      createdAt: day(21).toISOString(),
    });
    expect((await admin.query('admin.logs.outbox.get', { id: 999999 })).status).toBe(404);
    expect((await admin.query('admin.logs.outbox.get', { id: 'x' })).status).toBe(422);
    expect((await admin.query('admin.logs.outbox.list', { filters: { to: 'x' } })).status).toBe(422);
  });
});
