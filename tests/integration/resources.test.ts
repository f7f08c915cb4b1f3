import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES } from '../../src/shared/auth/roles';
import { auditLog } from '../../src/server/db/schema';
import { SERVER_RESOURCES, type ResourceName } from '../../src/server/collections/registry';
import { createTestApp, type TestApp } from '../setup/test-app';
import { HttpClient } from '../setup/http-client';
import { SAMPLES } from './resources/samples';

/** Every resource through the real stack: CRUD, search, sort, validation, audit entries and who is refused. */
let test: TestApp;
let admin: HttpClient;

beforeAll(async () => {
  test = await createTestApp();
  admin = new HttpClient(test, '198.51.100.31');
  await admin.signIn('admin@demo.test');
});
afterAll(() => test.close());

const names = Object.keys(SERVER_RESOURCES) as ResourceName[];
type Row = Record<string, unknown> & { id: number };
type ListResult = { rows: Row[]; total: number; capped: boolean; page: number; perPage: number };

const latestAudit = async () => (await test.deps.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0]!;

describe.each(names)('resource %s', (name) => {
  const sample = SAMPLES[name];
  const path = (procedure: string) => `admin.resources.${name}.${procedure}`;

  it('lists its seeded records, paged', async () => {
    const { status, json } = await admin.query(path('list'), { page: 1, perPage: 10 });
    expect(status).toBe(200);
    const result = json.result!.data as ListResult;
    expect(result.rows.length).toBeGreaterThan(0);
    expect(result.total).toBeGreaterThanOrEqual(result.rows.length);
    expect(result.perPage).toBe(10);
  });

  it('creates, reads, finds, sorts, updates and deletes a record, each write audited', async () => {
    const created = await admin.mutation(path('create'), sample.create);
    expect(created.status, JSON.stringify(created.json.error)).toBe(200);
    const record = created.json.result!.data as Row;
    expect(record.id).toBeGreaterThan(0);
    const createEntry = await latestAudit();
    expect(createEntry).toMatchObject({ section: name, action: 'create', recordId: String(record.id), actorEmail: 'admin@demo.test' });
    expect(JSON.parse(createEntry.changes)).toMatchObject({ id: record.id });

    const read = await admin.query(path('get'), { id: record.id });
    expect(read.json.result!.data).toMatchObject({ id: record.id });

    const found = (await admin.query(path('list'), { q: sample.search })).json.result!.data as ListResult;
    expect(found.rows.map((row) => row.id)).toContain(record.id);
    const notFound = (await admin.query(path('list'), { q: 'qqqq-no-such-thing' })).json.result!.data as ListResult;
    expect(notFound.rows).toHaveLength(0);

    const ascending = (await admin.query(path('list'), { sort: sample.sort, dir: 'asc', perPage: 100 })).json.result!.data as ListResult;
    const descending = (await admin.query(path('list'), { sort: sample.sort, dir: 'desc', perPage: 100 })).json.result!.data as ListResult;
    expect(descending.rows[0]!.id).toBe(ascending.rows[ascending.rows.length - 1]!.id);

    const updated = await admin.mutation(path('update'), { id: record.id, data: sample.update });
    expect(updated.status, JSON.stringify(updated.json.error)).toBe(200);
    const updateEntry = await latestAudit();
    expect(updateEntry).toMatchObject({ section: name, action: 'update', recordId: String(record.id) });
    expect(Object.keys(JSON.parse(updateEntry.changes) as object).length).toBeGreaterThan(0);

    const unchanged = await admin.mutation(path('update'), { id: record.id, data: sample.update });
    expect(unchanged.status).toBe(200);
    expect((await latestAudit()).id).toBe(updateEntry.id);

    const deleted = await admin.mutation(path('delete'), { id: record.id });
    expect(deleted.status).toBe(200);
    expect(await latestAudit()).toMatchObject({ section: name, action: 'delete', recordId: String(record.id) });
    const gone = await admin.query(path('get'), { id: record.id });
    expect(gone.status).toBe(404);
  });

  it('answers invalid input with 422 and the field, and writes nothing', async () => {
    const before = (await latestAudit()).id;
    const { status, json } = await admin.mutation(path('create'), sample.invalid.input);
    expect(status).toBe(422);
    expect(json.error!.data.fieldErrors).toHaveProperty(sample.invalid.field);
    expect((await latestAudit()).id).toBe(before);
  });

  it('answers unknown ids with 404, unknown sort and filter keys with 422', async () => {
    expect((await admin.mutation(path('update'), { id: 999_999, data: sample.create })).status).toBe(404);
    expect((await admin.mutation(path('delete'), { id: 999_999 })).status).toBe(404);
    expect((await admin.query(path('list'), { sort: 'password' })).status).toBe(422);
    expect((await admin.query(path('list'), { filters: { secret: 'x' } })).status).toBe(422);
  });

  it.each(ROLES.filter((role) => role !== 'admin'))('refuses %s (403) and a visitor (401)', async (role) => {
    const visitor = new HttpClient(test, '198.51.100.32');
    expect((await visitor.query(path('list'), {})).status).toBe(401);
    const other = new HttpClient(test, '198.51.100.33');
    await other.signIn(`${role}@demo.test`);
    expect((await other.query(path('list'), {})).status).toBe(403);
    expect((await other.mutation(path('create'), sample.create)).status).toBe(403);
  });
});

describe('bulk delete', () => {
  it('deletes selected records and every record matching a search, one audit entry each', async () => {
    const make = async (en: string) =>
      ((await admin.mutation('admin.resources.industrysectors.create', { name_EN: en, sort: 0 })).json.result!.data as Row).id;
    const ids = [await make('Bulk alpha'), await make('Bulk beta'), await make('Bulk gamma')];
    const first = await admin.mutation('admin.resources.industrysectors.bulkDelete', { ids: [ids[0]] });
    expect(first.json.result!.data).toEqual({ deleted: 1, refused: [] });
    const rest = await admin.mutation('admin.resources.industrysectors.bulkDelete', { all: true, query: { q: 'Bulk ' } });
    expect(rest.json.result!.data).toEqual({ deleted: 2, refused: [] });
    const entries = await test.deps.db.select().from(auditLog).where(eq(auditLog.section, 'industrysectors'));
    for (const id of ids) expect(entries.some((e) => e.recordId === String(id) && e.action === 'delete')).toBe(true);
  });
});

describe('search', () => {
  const list = async (search: string) =>
    ((await admin.query('admin.resources.industrysectors.list', { q: search, perPage: 100 })).json.result!.data as ListResult).rows;

  it('finds substrings in any case, short terms too, and takes quotes and wildcards literally', async () => {
    const created = await admin.mutation('admin.resources.industrysectors.create', { name_EN: 'Quarry "blasting" 100%_x', sort: 0 });
    const id = (created.json.result!.data as Row).id;
    expect((await list('ARRY')).map((r) => r.id)).toContain(id);
    expect((await list('qu')).map((r) => r.id)).toContain(id);
    expect((await list('"blasting"')).map((r) => r.id)).toContain(id);
    expect((await list('100%_')).map((r) => r.id)).toEqual([id]);
    expect(await list('100%x')).toEqual([]);
    expect((await list(String(id))).map((r) => r.id)).toContain(id);
  });

  it('keeps the index in step with edits and deletes', async () => {
    const created = await admin.mutation('admin.resources.industrysectors.create', { name_EN: 'Zorblax pigging', sort: 0 });
    const id = (created.json.result!.data as Row).id;
    await admin.mutation('admin.resources.industrysectors.update', { id, data: { name_EN: 'Quixotic lining', sort: 0 } });
    expect(await list('zorblax')).toEqual([]);
    expect((await list('quixotic')).map((r) => r.id)).toEqual([id]);
    await admin.mutation('admin.resources.industrysectors.delete', { id });
    expect(await list('quixotic')).toEqual([]);
  });
});

describe('stored rich text', () => {
  it('is sanitised on the way in', async () => {
    const created = await admin.mutation('admin.resources.faqs.create', SAMPLES.faqs.create);
    const record = created.json.result!.data as Row;
    expect(record.answer_EN).toBe('<p>Yes, <strong>yearly</strong>.</p>');
  });
});
