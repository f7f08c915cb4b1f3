import { randomUUID } from 'node:crypto';
import { desc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES } from '../../src/shared/auth/roles';
import type { OffsetPage } from '../../src/shared/list/page';
import type { ResourceListInput } from '../../src/shared/collections/list';
import { companies, users } from '../../src/server/db/schema';
import { createTestApp, type TestApp } from '../setup/test-app';
import { HttpClient } from '../setup/http-client';

/**
 * /admin/users as a collection (admin.users.list and filterOptions; the record page's get through its row filter),
 * beside the section's workflows, through the real HTTP stack on the seeded demo data: what the admin sees in the
 * list (rows, search, role, company and status filters, sorts, pages), who may see it, and bad input.
 */

let test: TestApp;
let admin: HttpClient;
const ids = new Map<string, string>();

interface UserRow {
  id: string;
  name: string;
  email: string;
  role: string;
  companyName: string | null;
  status: 'active' | 'invited' | 'disabled' | 'deleted';
  twoFactorEnabled: boolean;
  createdAt: string;
}

beforeAll(async () => {
  test = await createTestApp();
  admin = new HttpClient(test, '198.51.100.41');
  await admin.signIn('admin@demo.test');
  for (const row of await test.deps.db.select({ id: users.id, email: users.email }).from(users)) ids.set(row.email, row.id);
});
afterAll(() => test.close());

const idOf = (email: string) => ids.get(email)!;

async function list(input: ResourceListInput = {}): Promise<OffsetPage<UserRow>> {
  const result = await admin.query('admin.users.list', input);
  expect(result.status, JSON.stringify(result.json)).toBe(200);
  return result.json.result!.data as OffsetPage<UserRow>;
}

const emails = (page: OffsetPage<UserRow>) => page.rows.map((row) => row.email);

async function companyId(name: string): Promise<number> {
  const [row] = await test.deps.db.select({ id: companies.id }).from(companies).where(eq(companies.name, name));
  return row!.id;
}

describe('access: the list is for admins only', () => {
  it('refuses visitors with 401 and every other role with 403, the export too', async () => {
    const visitor = new HttpClient(test, '203.0.113.160');
    expect((await visitor.query('admin.users.list', {})).status).toBe(401);
    expect((await visitor.query('admin.users.filterOptions', { field: 'companyId' })).status).toBe(401);
    expect((await visitor.get('/api/admin/resources/adminUsers/export.csv')).status).toBe(401);
    for (const role of ROLES.filter((r) => r !== 'admin')) {
      const client = new HttpClient(test, '203.0.113.161');
      await client.signIn(`${role}@demo.test`);
      const answer = await client.query('admin.users.list', {});
      expect(answer.status, role).toBe(403);
      expect(JSON.stringify(answer.json)).not.toContain('@demo.test');
      expect((await client.query('admin.users.filterOptions', { field: 'companyId' })).status, role).toBe(403);
      expect((await client.get('/api/admin/resources/adminUsers/export.csv')).status, role).toBe(403);
    }
  });

  it('offers no generic writes: the account changes through the section’s workflows', async () => {
    expect((await admin.mutation('admin.users.bulkDelete', { ids: [1] })).status).toBe(403);
  });
});

describe('rows', () => {
  it('pages of 25 with the total of the accounts not deleted, by name, each with its company and status', async () => {
    const total = (await test.deps.db.select().from(users)).filter((user) => !user.email.endsWith('@erased.invalid')).length;
    const page = await list();
    expect(page).toMatchObject({ total, page: 1, perPage: 25 });
    const names = page.rows.map((row) => row.name.toLowerCase());
    expect(names).toEqual([...names].sort());
    const sofie = page.rows.find((row) => row.email === 'distributor-senior@demo.test');
    expect(sofie).toMatchObject({
      id: idOf('distributor-senior@demo.test'),
      name: 'Sofie Senior',
      role: 'distributor-senior',
      companyName: 'Nordhavn Inspection ApS',
      status: 'active',
      twoFactorEnabled: false,
    });
    expect(Date.parse(sofie!.createdAt)).not.toBeNaN();
    expect(page.rows.find((row) => row.email === 'admin-2fa@demo.test')).toMatchObject({ twoFactorEnabled: true, companyName: null });
  });
});

describe('search', () => {
  it('finds a part of the name or e-mail, without regard to case, wildcards taken literally', async () => {
    expect(emails(await list({ q: 'SOFIE' }))).toEqual(['distributor-senior@demo.test']);
    expect(emails(await list({ q: 'OTHER-' })).sort()).toEqual(['other-junior@demo.test', 'other-senior@demo.test']);
    expect((await list({ q: 'olga o' })).total).toBe(1);
    expect((await list({ q: '%' })).total).toBe(0);
    expect((await list({ q: '_' })).total).toBe(0);
    const nothing = await list({ q: 'no-such-person-anywhere' });
    expect(nothing).toMatchObject({ total: 0, rows: [] });
  });
});

describe('filters', () => {
  it('by role, by company (or none), and together with a search', async () => {
    expect(emails(await list({ filters: { role: 'admin' } })).sort()).toEqual(['admin-2fa@demo.test', 'admin@demo.test']);
    const iberia = await companyId('Iberia Ensayos SL');
    const staff = await test.deps.db.select({ email: users.email }).from(users).where(eq(users.companyId, iberia));
    expect(emails(await list({ filters: { companyId: iberia }, perPage: 100 })).sort()).toEqual(staff.map((row) => row.email).sort());
    const none = await list({ filters: { companyId: 'none' }, perPage: 100 });
    expect(none.rows.every((row) => row.companyName === null)).toBe(true);
    expect(emails(none)).toContain('customer@demo.test');
    expect(emails(none)).not.toContain('distributor-senior@demo.test');
    const nordhavn = await companyId('Nordhavn Inspection ApS');
    expect(emails(await list({ filters: { companyId: nordhavn, role: 'distributor-senior' }, q: 'sofie' }))).toEqual(['distributor-senior@demo.test']);
  });

  it('offers every company as the company filter’s choices, by name', async () => {
    const options = await admin.query('admin.users.filterOptions', { field: 'companyId' });
    expect(options.status).toBe(200);
    const all = await test.deps.db.select({ name: companies.name }).from(companies);
    expect((options.json.result!.data as { label: string }[]).map((option) => option.label)).toEqual(all.map((row) => row.name).sort());
    expect((await admin.query('admin.users.filterOptions', { field: 'role' })).status).toBe(404);
  });

  it('by status: deleted accounts only when asked for', async () => {
    const now = new Date();
    const gone = randomUUID();
    const invited = randomUUID();
    await test.deps.db.insert(users).values([
      { id: gone, name: 'Erased user', email: `erased-${gone}@erased.invalid`, disabled: true, createdAt: now, updatedAt: now },
      { id: invited, name: 'Ivo Invited', email: 'ivo.invited@status.test', createdAt: now, updatedAt: now },
    ]);
    await test.deps.db.update(users).set({ disabled: true }).where(eq(users.email, 'user@demo.test'));
    try {
      expect((await list({ perPage: 100 })).rows.map((row) => row.id)).not.toContain(gone);
      expect((await list({ filters: { status: 'deleted' } })).rows.map((row) => [row.id, row.status])).toEqual([[gone, 'deleted']]);
      const disabled = await list({ filters: { status: 'disabled' }, perPage: 100 });
      expect(emails(disabled)).toContain('user@demo.test');
      expect(disabled.rows.map((row) => row.id)).not.toContain(gone);
      expect(disabled.rows.every((row) => row.status === 'disabled')).toBe(true);
      expect((await list({ filters: { status: 'invited' }, q: 'ivo.invited' })).rows.map((row) => row.status)).toEqual(['invited']);
      const active = await list({ filters: { status: 'active' }, perPage: 100 });
      expect(emails(active)).toContain('admin@demo.test');
      expect(emails(active)).not.toContain('user@demo.test');
      expect(emails(active)).not.toContain('ivo.invited@status.test');
    } finally {
      await test.deps.db.update(users).set({ disabled: false }).where(eq(users.email, 'user@demo.test'));
      await test.deps.db.delete(users).where(eq(users.id, gone));
      await test.deps.db.delete(users).where(eq(users.id, invited));
    }
  });
});

describe('sorts and pages', () => {
  it('sorts by e-mail, role and creation date, both ways', async () => {
    const byEmail = emails(await list({ sort: 'email', dir: 'desc' }));
    expect(byEmail).toEqual([...byEmail].sort().reverse());
    const roles = (await list({ sort: 'role', dir: 'asc' })).rows.map((row) => row.role);
    expect(roles).toEqual([...roles].sort());
    const newest = randomUUID();
    const [latest] = await test.deps.db.select({ at: users.createdAt }).from(users).orderBy(desc(users.createdAt)).limit(1);
    const at = new Date(Math.max(Date.now(), latest!.at.getTime()) + 60_000);
    await test.deps.db.insert(users).values({ id: newest, name: 'Zed Newest', email: 'newest@sorting.test', createdAt: at, updatedAt: at });
    try {
      expect((await list({ sort: 'createdAt', dir: 'desc' })).rows[0]!.id).toBe(newest);
      const ascending = (await list({ sort: 'createdAt', dir: 'asc' })).rows;
      const created = ascending.map((row) => Date.parse(row.createdAt));
      expect(created).toEqual([...created].sort((a, b) => a - b));
      expect(ascending.map((row) => row.id)).not.toContain(newest);
    } finally {
      await test.deps.db.delete(users).where(eq(users.id, newest));
    }
  });

  it('pages through many accounts without overlap, and shows the last page for a page past it', async () => {
    const now = new Date();
    await test.deps.db.insert(users).values(
      Array.from({ length: 40 }, (_, i) => ({
        id: randomUUID(),
        name: `Bulk Person ${String(i).padStart(2, '0')}`,
        email: `bulk-${i}@paging.test`,
        createdAt: now,
        updatedAt: now,
      })),
    );
    try {
      const first = await list({ q: 'paging.test', page: 1 });
      const second = await list({ q: 'paging.test', page: 2 });
      expect(first.total).toBe(40);
      expect(first.rows).toHaveLength(25);
      expect(second.rows).toHaveLength(15);
      expect(new Set([...first.rows, ...second.rows].map((row) => row.id)).size).toBe(40);
      expect(first.rows[0]!.name).toBe('Bulk Person 00');
      const beyond = await list({ q: 'paging.test', page: 9 });
      expect(beyond.page).toBe(2);
      expect(beyond.rows).toEqual(second.rows);
      expect((await list({ q: 'paging.test', perPage: 10, page: 4 })).rows).toHaveLength(10);
    } finally {
      await test.deps.db.delete(users).where(like(users.email, '%@paging.test'));
    }
  });
});

describe('bad input', () => {
  it('answers 422, never 500', async () => {
    const bad: unknown[] = [
      { filters: { role: 'emperor' } },
      { filters: { status: 'sleeping' } },
      { filters: { companyId: 'abc' } },
      { filters: { password: 'x' } },
      { sort: 'password' },
      { sort: 'companyName' },
      { page: 0 },
      { perPage: 7 },
      { q: 'x'.repeat(1000) },
      'nonsense',
    ];
    for (const input of bad) expect((await admin.query('admin.users.list', input)).status, JSON.stringify(input).slice(0, 60)).toBe(422);
  });

  it('the record page: 404 for an unknown account, 422 for a malformed id', async () => {
    expect((await admin.query('admin.users.get', { id: 'no-such-user' })).status).toBe(404);
    expect((await admin.query('admin.users.get', { id: '' })).status).toBe(422);
    expect((await admin.query('admin.users.get', { id: idOf('customer@demo.test') })).status).toBe(200);
  });
});
