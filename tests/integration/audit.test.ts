import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReadableAuditEntry } from '../../src/shared/logs/audit.schema';
import { auditLog, users } from '../../src/server/db/schema';
import { recordAudit } from '../../src/server/features/logs/audit';
import { createTestApp, type TestApp } from '../setup/test-app';
import { HttpClient } from '../setup/http-client';

interface Country {
  id: number;
  name: string;
  is_eu: boolean;
}
let test: TestApp;
let admin: HttpClient;
let adminId: string;

beforeAll(async () => {
  test = await createTestApp();
  admin = new HttpClient(test, '198.51.100.21');
  await admin.signIn('admin@demo.test');
  const [row] = await test.deps.db.select({ id: users.id }).from(users).where(eq(users.email, 'admin@demo.test'));
  adminId = row!.id;
});
afterAll(() => test.close());

const allEntries = () => test.deps.db.select().from(auditLog).orderBy(desc(auditLog.id));
const entryCount = async () => (await allEntries()).length;
const latest = async () => (await allEntries())[0]!;

/** Runs a write and returns the audit rows it added (oldest first). */
async function added(write: () => Promise<unknown>) {
  const before = await entryCount();
  await write();
  const rows = await allEntries();
  return rows.slice(0, rows.length - before).reverse();
}

describe('countries writes through REST are audited', () => {
  it('create, update and delete each write one entry with the actor, action and changes', async () => {
    let created!: Country;
    const onCreate = await added(async () => {
      const response = await admin.post('/api/countries', { name: 'Auditland', is_eu: true });
      expect(response.status).toBe(201);
      created = (await response.json()) as Country;
    });
    expect(onCreate).toHaveLength(1);
    expect(onCreate[0]).toMatchObject({
      actorId: adminId,
      actorEmail: 'admin@demo.test',
      section: 'countries',
      recordId: String(created.id),
      action: 'create',
    });
    expect(JSON.parse(onCreate[0]!.changes)).toEqual({ id: created.id, name: 'Auditland', is_eu: true });
    expect(onCreate[0]!.createdAt).toBeInstanceOf(Date);

    const onUpdate = await added(async () => {
      const response = await admin.post(`/api/countries/${created.id}`, { id: created.id, name: 'Auditland', is_eu: false });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ id: created.id, name: 'Auditland', is_eu: false });
    });
    expect(onUpdate).toHaveLength(1);
    expect(onUpdate[0]).toMatchObject({ action: 'update', recordId: String(created.id), actorEmail: 'admin@demo.test' });
    expect(JSON.parse(onUpdate[0]!.changes)).toEqual({ is_eu: [true, false] }); // changed fields only

    const onDelete = await added(async () => {
      expect((await admin.delete(`/api/countries/${created.id}`)).status).toBe(204);
    });
    expect(onDelete).toHaveLength(1);
    expect(onDelete[0]).toMatchObject({ action: 'delete', recordId: String(created.id), actorId: adminId });
    expect(JSON.parse(onDelete[0]!.changes)).toEqual({ id: created.id, name: 'Auditland', is_eu: false });
  });

  it('an update that changes nothing writes no entry', async () => {
    const created = (await (await admin.post('/api/countries', { name: 'Stillland', is_eu: false })).json()) as Country;
    const rows = await added(async () => {
      expect((await admin.post(`/api/countries/${created.id}`, { id: created.id, name: 'Stillland', is_eu: false })).status).toBe(200);
    });
    expect(rows).toHaveLength(0);
  });

  it('refused, invalid and failed writes write no entry', async () => {
    const [austria] = (await (await new HttpClient(test).get('/api/countries')).json() as Country[]).filter(
      (c) => c.name === 'Austria',
    );
    const rows = await added(async () => {
      expect((await new HttpClient(test).post('/api/countries', { name: 'Nowhere', is_eu: false })).status).toBe(401);
      const customer = new HttpClient(test);
      await customer.signIn('customer@demo.test');
      expect((await customer.post('/api/countries', { name: 'Nowhere', is_eu: false })).status).toBe(403);
      expect((await customer.delete(`/api/countries/${austria!.id}`)).status).toBe(403);
      expect((await admin.post('/api/countries', { name: '' })).status).toBe(422);
      expect((await admin.post('/api/countries', { name: 'austria', is_eu: true })).status).toBe(422);
      expect((await admin.post(`/api/countries/${austria!.id}`, { id: austria!.id, name: '' })).status).toBe(422);
      expect((await admin.post('/api/countries/999999', { id: 999999, name: 'Ghost', is_eu: false })).status).toBe(404);
      expect((await admin.delete('/api/countries/999999')).status).toBe(404);
      expect((await admin.post('/api/countries', { name: 'Forged', is_eu: false }, { xsrf: false })).status).toBe(419);
    });
    expect(rows).toHaveLength(0);
  });

  it('a delete refused because companies use the country writes no entry', async () => {
    const [used] = await test.deps.db.select().from((await import('../../src/server/db/schema')).companies).limit(1);
    expect(used?.countryId).toBeTruthy();
    const rows = await added(async () => {
      expect((await admin.delete(`/api/countries/${used!.countryId}`)).status).toBe(422);
    });
    expect(rows).toHaveLength(0);
  });
});

describe('countries writes through tRPC are audited', () => {
  it('create, update and delete each write one entry', async () => {
    let id = 0;
    const onCreate = await added(async () => {
      const result = await admin.mutation('admin.countries.create', { name: 'Trpcland', is_eu: false });
      expect(result.status).toBe(200);
      id = (result.json.result!.data as Country).id;
    });
    expect(onCreate).toHaveLength(1);
    expect(onCreate[0]).toMatchObject({ action: 'create', recordId: String(id), actorId: adminId, section: 'countries' });
    expect(JSON.parse(onCreate[0]!.changes)).toEqual({ id, name: 'Trpcland', is_eu: false });

    const onUpdate = await added(async () => {
      const result = await admin.mutation('admin.countries.update', { id, name: 'Trpcland Nova', is_eu: true });
      expect(result.status).toBe(200);
    });
    expect(onUpdate).toHaveLength(1);
    expect(JSON.parse(onUpdate[0]!.changes)).toEqual({ name: ['Trpcland', 'Trpcland Nova'], is_eu: [false, true] });

    const onDelete = await added(async () => {
      expect((await admin.mutation('admin.countries.delete', { id })).status).toBe(200);
    });
    expect(onDelete).toHaveLength(1);
    expect(onDelete[0]).toMatchObject({ action: 'delete', recordId: String(id) });
    expect(JSON.parse(onDelete[0]!.changes)).toEqual({ id, name: 'Trpcland Nova', is_eu: true });
  });

  it('refused and invalid tRPC writes write no entry', async () => {
    const rows = await added(async () => {
      expect((await new HttpClient(test).mutation('admin.countries.create', { name: 'Nope' })).status).toBe(401);
      const user = new HttpClient(test);
      await user.signIn('user@demo.test');
      expect((await user.mutation('admin.countries.create', { name: 'Nope' })).status).toBe(403);
      expect((await admin.mutation('admin.countries.create', { name: '' })).status).toBe(422);
      expect((await admin.mutation('admin.countries.delete', { id: 999999 })).status).toBe(404);
    });
    expect(rows).toHaveLength(0);
  });
});

describe('the audit trail keeps its entries', () => {
  it('keeps the actor e-mail when the user is gone', async () => {
    const [editor] = await test.deps.db.select().from(users).where(eq(users.email, 'user@demo.test'));
    await recordAudit(test.deps, { id: editor!.id, email: editor!.email }, { section: 'countries', recordId: '1', action: 'update', changes: {} });
    const id = (await latest()).id;
    await test.deps.db.delete(users).where(eq(users.id, editor!.id));
    const [row] = await test.deps.db.select().from(auditLog).where(eq(auditLog.id, id));
    expect(row).toMatchObject({ actorId: null, actorEmail: 'user@demo.test' });
  });
});

describe('admin.dashboard recentActivity', () => {
  it('holds the latest 10 audit entries, newest first', async () => {
    await admin.post('/api/countries', { name: 'Dashland', is_eu: true });
    const result = await admin.query('admin.dashboard');
    expect(result.status).toBe(200);
    const data = result.json.result!.data as { recentActivity: ReadableAuditEntry[]; countries: { total: number } };
    expect(data.countries.total).toBeGreaterThan(0);
    expect(data.recentActivity).toHaveLength(10);
    expect(data.recentActivity[0]).toMatchObject({ action: 'create', changes: { name: 'Dashland', is_eu: true } });
  });
});
