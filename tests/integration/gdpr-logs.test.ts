import { and, desc, eq, gte, lt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OffsetPage } from '../../src/shared/list/page';
import type { ResourceRow } from '../../src/shared/collections/types';
import { consents, gdprLog, users } from '../../src/server/db/schema';
import { HttpClient } from '../setup/http-client';
import { createTestApp, type TestApp } from '../setup/test-app';

/**
 * The GDPR log's two lists as collections (admin.logs.gdpr.consents.list and admin.logs.gdpr.requests.list; no
 * writes), through the real HTTP stack on the seeded demo database: newest first, numbered pages with the total, the
 * kind, status, days and account filters, the search by the start of an address (and for the requests an account id).
 * This file writes 12 consents of `gl-…@example.test` dated 2025-06-01 to 2025-06-12 (noon UTC; every third one
 * withdrawn, kinds in turn, the even ones the admin's account) and 60 exports and erasures dated 2025-07-01 to
 * 2025-07-03 (20 sharing each timestamp: ties broken by the id), by `gl-admin-{0,1}@example.test`.
 */
let test: TestApp;
let admin: HttpClient;
let adminId: string;

type Page = OffsetPage<ResourceRow>;
const KINDS = ['terms-privacy', 'dealer-sharing', 'marketing', 'newsletter'] as const;
const june = (d: number) => new Date(Date.UTC(2025, 5, d, 12));
const july = (d: number) => new Date(Date.UTC(2025, 6, d, 9));

beforeAll(async () => {
  test = await createTestApp();
  admin = new HttpClient(test, '198.51.100.71');
  await admin.signIn('admin@demo.test');
  adminId = (await test.deps.db.select({ id: users.id }).from(users).where(eq(users.email, 'admin@demo.test')))[0]!.id;
  await test.deps.db.insert(consents).values(
    Array.from({ length: 12 }, (_, i) => ({
      userId: i % 2 === 0 ? adminId : null,
      // One address typed with capitals, as an enquiry form may store it.
      email: i === 5 ? 'GL-Mixed@Example.test' : `gl-${String(i).padStart(2, '0')}@example.test`,
      kind: KINDS[i % 4]!,
      given: i % 3 !== 2,
      createdAt: june(1 + i),
    })),
  );
  await test.deps.db.insert(gdprLog).values(
    Array.from({ length: 60 }, (_, i) => ({
      kind: i % 4 === 3 ? ('erasure' as const) : ('export' as const),
      subjectId: `gl-subject-${i}`,
      actorEmail: `gl-admin-${i % 2}@example.test`,
      createdAt: july(1 + (i % 3)),
    })),
  );
});
afterAll(() => test.close());

async function list(path: string, input: Record<string, unknown> = {}): Promise<Page> {
  const answer = await admin.query(path, input);
  expect(answer.status, JSON.stringify(input)).toBe(200);
  return answer.json.result!.data as Page;
}
const consentList = (input: Record<string, unknown> = {}) => list('admin.logs.gdpr.consents.list', input);
const requestList = (input: Record<string, unknown> = {}) => list('admin.logs.gdpr.requests.list', input);
const ids = (page: Page) => page.rows.map((row) => row.id);
/** This file's consents, for filters that also match the demo data's. */
const MINE = { createdAt: '2025-06-01..2025-06-12' };

describe('admin.logs.gdpr.{consents, requests} as collections', () => {
  const paths = ['admin.logs.gdpr.consents', 'admin.logs.gdpr.requests'];

  it('are refused to visitors (401) and to every non-admin role tried (403); they offer no writes', async () => {
    for (const path of paths) expect((await new HttpClient(test).query(`${path}.list`, {})).status, path).toBe(401);
    for (const email of ['user@demo.test', 'customer@demo.test', 'distributor-senior@demo.test', 'certified-senior@demo.test']) {
      const client = new HttpClient(test);
      await client.signIn(email);
      for (const path of paths) expect((await client.query(`${path}.list`, {})).status, `${email} ${path}`).toBe(403);
    }
    for (const path of paths) {
      expect((await admin.mutation(`${path}.delete`, { id: 1 })).status, path).toBe(403);
      expect((await admin.mutation(`${path}.bulkDelete`, { ids: [1] })).status, path).toBe(403);
      expect((await admin.mutation(`${path}.create`, {})).status, path).toBe(403);
    }
    expect((await test.deps.db.select({ id: gdprLog.id }).from(gdprLog).where(eq(gdprLog.actorEmail, 'gl-admin-0@example.test'))).length).toBe(30);
  });
});

describe('the consents', () => {
  const stored = () => test.deps.db.select().from(consents).orderBy(desc(consents.createdAt), desc(consents.id));

  it('lists newest first, 25 a page, with the total; pages are numbered, a page past the last shows the last', async () => {
    const all = await stored();
    const first = await consentList();
    expect(first).toMatchObject({ paging: 'offset', total: all.length, capped: false, page: 1, perPage: 25 });
    expect(ids(first)).toEqual(all.slice(0, 25).map((row) => row.id));
    const mine = await consentList({ filters: MINE, perPage: 10, page: 2 });
    expect(mine).toMatchObject({ total: 12, page: 2 });
    expect(mine.rows.map((row) => row.createdAt)).toEqual([june(2).toISOString(), june(1).toISOString()]);
    expect((await consentList({ filters: MINE, perPage: 10, page: 9 })).page).toBe(2);
    const oldest = await consentList({ filters: MINE, sort: 'createdAt', dir: 'asc', perPage: 10 });
    expect(oldest.rows[0]).toMatchObject({ email: 'gl-00@example.test', kind: 'terms-privacy', given: true, createdAt: june(1).toISOString() });
  });

  it('filters by kind, status, days and one account (its id as text), each with its count', async () => {
    const marketing = await consentList({ filters: { ...MINE, kind: 'marketing' } });
    expect(marketing.rows.map((row) => row.email)).toEqual(['gl-10@example.test', 'gl-06@example.test', 'gl-02@example.test']);
    const withdrawn = await consentList({ filters: { ...MINE, status: 'withdrawn' } });
    expect(withdrawn.rows.map((row) => row.email)).toEqual(['gl-11@example.test', 'gl-08@example.test', 'GL-Mixed@Example.test', 'gl-02@example.test']);
    expect(withdrawn.rows.every((row) => row.given === false)).toBe(true);
    const given = await consentList({ filters: { ...MINE, status: 'given' } });
    expect(given.total).toBe(8);
    expect((await consentList({ filters: { createdAt: '2025-06-03..2025-06-04' } })).rows.map((row) => row.email)).toEqual(['gl-03@example.test', 'gl-02@example.test']);
    const admins = await consentList({ filters: { ...MINE, userId: adminId } });
    expect(admins.total).toBe(6);
    expect(admins.rows.map((row) => row.email)).toEqual(['gl-10@example.test', 'gl-08@example.test', 'gl-06@example.test', 'gl-04@example.test', 'gl-02@example.test', 'gl-00@example.test']);
    expect((await consentList({ filters: { userId: 'no-such-account' } })).total).toBe(0);
    const both = await consentList({ filters: { ...MINE, userId: adminId, status: 'withdrawn', kind: 'terms-privacy' } });
    expect(both.rows.map((row) => row.email)).toEqual(['gl-08@example.test']);
  });

  it('searches the start of the address, as typed or in lower case, with wildcards taken literally', async () => {
    const found = await consentList({ q: 'gl-0', perPage: 50 });
    expect(found.total).toBe(9); // gl-00 … gl-09 but gl-05, whose address is GL-Mixed@
    expect((await consentList({ q: 'GL-0' })).total).toBe(9); // accounts' addresses are stored in lower case
    expect((await consentList({ q: 'GL-Mixed@' })).rows.map((row) => row.email)).toEqual(['GL-Mixed@Example.test']); // an enquiry's as typed
    expect((await consentList({ q: '01@example' })).total).toBe(0); // the start of the address, not any part
    expect((await consentList({ q: 'gl_0' })).total).toBe(0);
    expect((await consentList({ q: 'gl-0', filters: { kind: 'newsletter' } })).rows.map((row) => row.email)).toEqual(['gl-07@example.test', 'gl-03@example.test']);
  });
});

describe('the exports and erasures', () => {
  const stored = () => test.deps.db.select({ id: gdprLog.id }).from(gdprLog).orderBy(desc(gdprLog.createdAt), desc(gdprLog.id));

  it('walks every page newest first without a duplicate or a gap (20 entries share each time)', async () => {
    const all = await stored();
    const seen: number[] = [];
    const pages = Math.ceil(all.length / 25);
    for (let page = 1; page <= pages; page += 1) {
      const answer = await requestList({ page });
      expect(answer).toMatchObject({ paging: 'offset', total: all.length, page });
      seen.push(...ids(answer));
    }
    expect(seen).toEqual(all.map((row) => row.id));
    const first = await requestList({ perPage: 10 });
    // The newest time's highest id: the 60th entry, an erasure.
    expect(first.rows[0]).toMatchObject({ kind: 'erasure', subjectId: 'gl-subject-59', actorEmail: 'gl-admin-1@example.test', createdAt: july(3).toISOString() });
  });

  it('filters by kind, days and one account, each with its count', async () => {
    const erasures = await requestList({ filters: { kind: 'erasure', createdAt: '2025-07-01..2025-07-03' }, perPage: 50 });
    expect(erasures.total).toBe(15);
    expect(erasures.rows.every((row) => row.kind === 'erasure')).toBe(true);
    const storedDay = await test.deps.db
      .select({ id: gdprLog.id })
      .from(gdprLog)
      .where(and(gte(gdprLog.createdAt, july(2)), lt(gdprLog.createdAt, july(3))))
      .orderBy(desc(gdprLog.id));
    expect(ids(await requestList({ filters: { createdAt: '2025-07-02..2025-07-02' }, perPage: 50 }))).toEqual(storedDay.map((row) => row.id));
    expect((await requestList({ filters: { subjectId: 'gl-subject-7' } })).rows.map((row) => [row.kind, row.actorEmail])).toEqual([['erasure', 'gl-admin-1@example.test']]);
  });

  it('searches the start of the admin’s address or an account id exactly', async () => {
    expect((await requestList({ q: 'GL-ADMIN-0@' })).total).toBe(30);
    expect((await requestList({ q: 'gl-admin-' })).total).toBe(60);
    expect((await requestList({ q: 'gl-subject-12' })).rows.map((row) => row.subjectId)).toEqual(['gl-subject-12']);
    expect((await requestList({ q: 'gl-subject-1' })).rows.map((row) => row.subjectId)).toEqual(['gl-subject-1']);
    expect((await requestList({ q: 'admin-0@' })).total).toBe(0);
    expect((await requestList({ q: 'gl-admin-0@', filters: { kind: 'erasure' } })).total).toBe(0); // every erasure is by gl-admin-1
  });
});

describe('bad input', () => {
  it('answers 422, never 500', async () => {
    const bad: Array<[string, Record<string, unknown>]> = [
      ['consents', { filters: { kind: 'nope' } }],
      ['consents', { filters: { status: 'maybe' } }],
      ['consents', { filters: { given: true } }],
      ['consents', { filters: { createdAt: 'yesterday' } }],
      ['consents', { filters: { userId: 42 } }],
      ['consents', { filters: { userId: true } }],
      ['consents', { filters: { userId: 'x'.repeat(101) } }],
      ['consents', { filters: { email: 'x' } }],
      ['consents', { sort: 'email' }],
      ['requests', { filters: { kind: 'delete' } }],
      ['requests', { filters: { subjectId: 7 } }],
      ['requests', { sort: 'actorEmail' }],
      ['requests', { page: 0 }],
      ['requests', { perPage: 7 }],
      ['requests', { q: 'x'.repeat(101) }],
    ];
    for (const [name, input] of bad) {
      const status = (await admin.query(`admin.logs.gdpr.${name}.list`, input)).status;
      expect(status, `${name} ${JSON.stringify(input)}`).toBe(422);
    }
    // An old keyset link's cursor is no parameter of the list any more: the first page, not an error.
    expect((await requestList({ cursor: '1-2' })).page).toBe(1);
  });
});
