import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReadableAuditEntry } from '../../src/shared/logs/audit.schema';
import type { OffsetPage } from '../../src/shared/list/page';
import { auditLog, users } from '../../src/server/db/schema';
import type { OfferedValue } from '../../src/server/collections/types';
import { recordAudit } from '../../src/server/features/logs/audit';
import { HttpClient } from '../setup/http-client';
import { createTestApp, type TestApp } from '../setup/test-app';

/**
 * /admin/logs as a collection (admin.logs.audit.list and offeredValues; no create, update or delete), through the real
 * HTTP stack on the seeded demo database: newest first by default, numbered pages with the total, the section filter
 * offering the sections that occur, the days, the search by the start of an e-mail address or a record id, each row
 * read into labels. This file writes 3 'users' entries, one 'content.blog' entry and 30 'countries' entries dated
 * 2025-04-01 to 2025-04-30 by `trail-editor@example.test`.
 */
let test: TestApp;
let admin: HttpClient;
const EDITOR = 'trail-editor@example.test';

type Page = OffsetPage<ReadableAuditEntry>;

beforeAll(async () => {
  test = await createTestApp();
  admin = new HttpClient(test, '198.51.100.23');
  await admin.signIn('admin@demo.test');
  const [row] = await test.deps.db.select({ id: users.id }).from(users).where(eq(users.email, 'admin@demo.test'));
  const actor = { id: row!.id, email: 'admin@demo.test' };
  for (let i = 0; i < 3; i++) {
    await recordAudit(test.deps, actor, { section: 'users', recordId: `u${i}`, action: 'update', changes: { role: ['user', 'admin'] } });
  }
  await recordAudit(test.deps, actor, { section: 'content.blog', recordId: '7', action: 'delete', changes: {} });
  await test.deps.db.insert(auditLog).values(
    Array.from({ length: 30 }, (_, i) => ({
      actorEmail: EDITOR,
      section: 'countries',
      recordId: String(9000 + i),
      action: 'update' as const,
      changes: JSON.stringify({ name: [`Before ${i}`, `After ${i}`] }),
      createdAt: new Date(Date.UTC(2025, 3, 1 + i, 12)),
    })),
  );
});
afterAll(() => test.close());

async function list(input: Record<string, unknown> = {}): Promise<Page> {
  const answer = await admin.query('admin.logs.audit.list', input);
  expect(answer.status, JSON.stringify(input)).toBe(200);
  return answer.json.result!.data as Page;
}

const stored = () => test.deps.db.select().from(auditLog).orderBy(desc(auditLog.createdAt), desc(auditLog.id));

describe('admin.logs.audit as a collection', () => {
  it('is refused to visitors (401) and to every non-admin role tried (403); it offers no writes', async () => {
    expect((await new HttpClient(test).query('admin.logs.audit.list')).status).toBe(401);
    expect((await new HttpClient(test).query('admin.logs.audit.offeredValues', { field: 'section' })).status).toBe(401);
    for (const email of ['user@demo.test', 'customer@demo.test', 'distributor-senior@demo.test', 'certified-senior@demo.test']) {
      const client = new HttpClient(test);
      await client.signIn(email);
      expect((await client.query('admin.logs.audit.list')).status, email).toBe(403);
      expect((await client.query('admin.logs.audit.offeredValues', { field: 'section' })).status, email).toBe(403);
    }
    expect((await admin.mutation('admin.logs.audit.delete', { id: 1 })).status).toBe(403);
    expect((await admin.mutation('admin.logs.audit.bulkDelete', { ids: [1] })).status).toBe(403);
  });

  it('lists newest first, 25 a page, with the total; pages are numbered and a page past the last shows the last', async () => {
    const all = await stored();
    const first = await list();
    expect(first).toMatchObject({ paging: 'offset', total: all.length, capped: false, page: 1, perPage: 25 });
    expect(first.rows.map((row) => row.id)).toEqual(all.slice(0, 25).map((row) => row.id));
    const second = await list({ page: 2 });
    expect(second.rows.map((row) => row.id)).toEqual(all.slice(25, 50).map((row) => row.id));
    const lastPage = Math.ceil(all.length / 25);
    expect((await list({ page: 99 })).page).toBe(lastPage);
    const oldest = await list({ sort: 'createdAt', dir: 'asc', perPage: 10 });
    expect(oldest.rows.map((row) => row.id)).toEqual([...all].reverse().slice(0, 10).map((row) => row.id));
  });

  it('reads each entry: the section by its label, the record by its name, the changes as lines, the time to the second', async () => {
    const [entry] = (await list({ q: EDITOR, perPage: 10 })).rows;
    expect(entry).toMatchObject({
      actorEmail: EDITOR,
      section: 'countries',
      sectionLabel: 'Countries',
      recordId: '9029',
      action: 'update',
      createdAt: '2025-04-30T12:00:00.000Z',
      lines: [{ label: 'Name', before: 'Before 29', after: 'After 29' }],
    });
    const [blog] = (await list({ filters: { section: 'content.blog' } })).rows;
    // A section no code writes has no label of its own: its name stands.
    expect(blog).toMatchObject({ sectionLabel: 'content.blog', action: 'delete', lines: [] });
  });

  it('filters by a section that occurs, offered by label; an unknown one finds nothing, a malformed one is a 422', async () => {
    const countries = await list({ filters: { section: 'countries' } });
    expect(countries.total).toBe((await stored()).filter((row) => row.section === 'countries').length);
    expect(countries.rows.every((row) => row.section === 'countries')).toBe(true);
    expect((await list({ filters: { section: 'content.blog' } })).total).toBe(1);
    expect(await list({ filters: { section: 'nope' } })).toMatchObject({ total: 0, rows: [] });

    const offered = (await admin.query('admin.logs.audit.offeredValues', { field: 'section' })).json.result!.data as OfferedValue[];
    expect(offered).toEqual(
      expect.arrayContaining([
        { value: 'content.blog', label: 'content.blog' },
        { value: 'countries', label: 'Countries' },
        { value: 'users', label: 'Users' },
      ]),
    );
    const labels = offered.map((option) => option.label);
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, 'en')));

    expect((await admin.query('admin.logs.audit.list', { filters: { section: 'not a section!' } })).status).toBe(422);
    expect((await admin.query('admin.logs.audit.list', { filters: { section: 7 } })).status).toBe(422);
    expect((await admin.query('admin.logs.audit.list', { filters: { action: 'update' } })).status).toBe(422);
    expect((await admin.query('admin.logs.audit.offeredValues', { field: 'createdAt' })).status).toBe(404);
  });

  it('narrows to a span of days, both included, alone or with the section', async () => {
    const april = await list({ filters: { createdAt: '2025-04-10..2025-04-12' } });
    expect(april.rows.map((row) => row.recordId)).toEqual(['9011', '9010', '9009']);
    // The entries made today (the demo seed's) are after the 28th too: the editor's are the 28th to the 30th.
    const from = await list({ filters: { createdAt: '2025-04-28..', section: 'countries' } });
    expect(from.rows.filter((row) => row.actorEmail === EDITOR).map((row) => row.recordId)).toEqual(['9029', '9028', '9027']);
    expect((await admin.query('admin.logs.audit.list', { filters: { createdAt: '2025-13-01..' } })).status).toBe(422);
  });

  it('searches by the start of the actor’s e-mail address (any case) or a record id exactly; wildcards are plain', async () => {
    const byActor = await list({ q: 'TRAIL-EDITOR@' });
    expect(byActor.total).toBe(30);
    expect(byActor.rows.every((row) => row.actorEmail === EDITOR)).toBe(true);
    const admins = await list({ q: 'admin@demo' });
    expect(admins.rows.length).toBeGreaterThan(0);
    expect(admins.rows.every((row) => row.actorEmail === 'admin@demo.test')).toBe(true);
    expect((await list({ q: 'u1' })).rows.map((row) => row.recordId)).toEqual(['u1']);
    expect((await list({ q: '9003', filters: { section: 'countries' } })).rows.map((row) => row.recordId)).toEqual(['9003']);
    expect(await list({ q: '_rail%' })).toMatchObject({ total: 0, rows: [] });
    expect(await list({ q: 'nobody@nowhere' })).toMatchObject({ total: 0, rows: [] });
  });

  it('answers bad input with a 422, never a 500', async () => {
    for (const input of [{ page: 0 }, { perPage: 7 }, { sort: 'changes' }, { sort: 'actorEmail' }, { q: 'x'.repeat(101) }, { dir: 'up' }]) {
      expect((await admin.query('admin.logs.audit.list', input)).status, JSON.stringify(input)).toBe(422);
    }
  });
});
