import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES, type Role } from '../../src/shared/auth/roles';
import { auditLog, downloadLog, downloads, files, users } from '../../src/server/db/schema';
import { createTestApp, type TestApp } from '../setup/test-app';
import { HttpClient } from '../setup/http-client';

/**
 * The audience table of issue 4, written out by hand (not computed from the code under test):
 * who may fetch a download of each audience. 'visitor' is a signed-out client.
 */
type Who = Role | 'visitor';
const DISTRIBUTORS: Role[] = ['distributor-junior', 'distributor-senior', 'distributor-junior-plus'];
const CERTIFIED: Role[] = ['certified-junior', 'certified-junior-plus', 'certified-senior', 'certified-senior-plus'];
const ADMITTED: Record<string, readonly Who[]> = {
  public: ['visitor', ...ROLES],
  customers: [...ROLES],
  distributors: [...DISTRIBUTORS, ...CERTIFIED, 'admin'],
  'service-partners': [...CERTIFIED, 'admin'],
  admin: ['admin'],
};
const EVERYONE: readonly Who[] = ['visitor', ...ROLES];
const expected = (audience: string, who: Who) => (ADMITTED[audience]!.includes(who) ? 200 : who === 'visitor' ? 401 : 403);

interface Visible {
  id: number;
  title: string;
  category: string;
  audience: string;
  url: string;
}

let test: TestApp;
const clients = new Map<Who, HttpClient>();
let seeded: Array<typeof downloads.$inferSelect>;

beforeAll(async () => {
  test = await createTestApp();
  clients.set('visitor', new HttpClient(test, '203.0.113.200'));
  for (const [index, role] of ROLES.entries()) {
    const client = new HttpClient(test, `203.0.113.${10 + index}`);
    await client.signIn(`${role}@demo.test`);
    clients.set(role, client);
  }
  seeded = await test.deps.db.select().from(downloads).orderBy(downloads.id);
});
afterAll(() => test.close());

const client = (who: Who) => clients.get(who)!;
const logCount = async () => Number((await test.deps.db.select({ n: sql<number>`count(*)` }).from(downloadLog))[0]!.n);

async function listFor(who: Who, input?: unknown): Promise<Visible[]> {
  const answer = await client(who).query('public.downloads.list', input);
  expect(answer.status).toBe(200);
  return answer.json.result!.data as Visible[];
}

/** Inserts a row directly (bypassing the admin schema) to test the defences that do not rely on it. */
async function insertRaw(values: Partial<typeof downloads.$inferInsert>) {
  const [row] = await test.deps.db
    .insert(downloads)
    .values({ title_EN: 'Raw row', fileId: seeded[0]!.fileId, category: 'other', audience: 'public', ...values })
    .returning();
  return row!;
}

describe('the seeded downloads cover every audience, including a service manual', () => {
  it('has one download per audience and a service manual for service partners', () => {
    expect(new Set(seeded.map((d) => d.audience))).toEqual(new Set(Object.keys(ADMITTED)));
    expect(seeded.find((d) => d.category === 'service-manual')?.audience).toBe('service-partners');
  });
});

describe('GET /api/downloads/{id}/file: each audience as a visitor and as each role', () => {
  for (const audience of Object.keys(ADMITTED)) {
    it(`${audience}: 200 exactly for those the audience admits, 401 visitor, 403 other roles`, async () => {
      const download = seeded.find((d) => d.audience === audience)!;
      for (const who of EVERYONE) {
        const response = await client(who).get(`/api/downloads/${download.id}/file`);
        expect(response.status, `${audience} as ${who}`).toBe(expected(audience, who));
        if (response.status === 200) {
          expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="/);
          expect(response.headers.get('x-content-type-options')).toBe('nosniff');
          expect(response.headers.get('cache-control')).toBe(audience === 'public' ? 'public, max-age=3600' : 'private, no-store');
          expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(0);
        } else {
          expect(await response.json()).toHaveProperty('message');
        }
      }
    });
  }

  it('an unknown or malformed id is 404; an unpublished download is 404 for everyone but an admin', async () => {
    expect((await client('visitor').get('/api/downloads/999999/file')).status).toBe(404);
    expect((await client('admin').get('/api/downloads/abc/file')).status).toBe(404);
    const hidden = await insertRaw({ title_EN: 'Draft brochure', published: false });
    for (const who of EVERYONE.filter((w) => w !== 'admin')) {
      expect((await client(who).get(`/api/downloads/${hidden.id}/file`)).status, who).toBe(404);
    }
    expect((await client('admin').get(`/api/downloads/${hidden.id}/file`)).status).toBe(200);
    await test.deps.db.delete(downloads).where(eq(downloads.id, hidden.id));
  });
});

describe('service manuals never reach visitors or customers', () => {
  it('the seeded service manual is neither listed nor served to visitors, users, customers or distributors', async () => {
    const manual = seeded.find((d) => d.category === 'service-manual')!;
    for (const who of ['visitor', 'user', 'customer', ...DISTRIBUTORS] as Who[]) {
      expect((await listFor(who)).some((d) => d.category === 'service-manual'), who).toBe(false);
      expect((await client(who).get(`/api/downloads/${manual.id}/file`)).status, who).toBe(who === 'visitor' ? 401 : 403);
    }
    for (const who of [...CERTIFIED, 'admin'] as Who[]) {
      expect((await listFor(who)).map((d) => d.id), who).toContain(manual.id);
    }
  });

  it('even a row stored with audience public (bypassing the schema) is treated as service partners only', async () => {
    const leaked = await insertRaw({ title_EN: 'Leaked service manual', category: 'service-manual', audience: 'public' });
    expect((await client('visitor').get(`/api/downloads/${leaked.id}/file`)).status).toBe(401);
    expect((await client('customer').get(`/api/downloads/${leaked.id}/file`)).status).toBe(403);
    expect((await client('distributor-senior').get(`/api/downloads/${leaked.id}/file`)).status).toBe(403);
    expect((await client('certified-junior').get(`/api/downloads/${leaked.id}/file`)).status).toBe(200);
    for (const who of ['visitor', 'customer', 'distributor-senior'] as Who[]) {
      expect((await listFor(who)).map((d) => d.id), who).not.toContain(leaked.id);
    }
    // Its file is held back from /media too (only an admin may open it there).
    const [file] = await test.deps.db.select().from(files).where(eq(files.id, leaked.fileId));
    expect((await client('visitor').get(`/media/${file!.storageKey}`)).status).toBe(404);
    expect((await client('admin').get(`/media/${file!.storageKey}`)).status).toBe(200);
    await test.deps.db.delete(downloads).where(eq(downloads.id, leaked.id));
  });

  it('the admin schema refuses a service manual for the public, customers or distributors, with a clear message', async () => {
    const before = await test.deps.db.select({ id: auditLog.id }).from(auditLog);
    for (const audience of ['public', 'customers', 'distributors']) {
      const answer = await client('admin').mutation('admin.downloads.create', {
        title_EN: 'Manual',
        category: 'service-manual',
        audience,
        fileId: seeded[0]!.fileId,
      });
      expect(answer.status, audience).toBe(422);
      expect(answer.json.error?.data.fieldErrors?.audience).toEqual([
        'A service manual is internal: its audience must be service partners or admin.',
      ]);
    }
    const manual = seeded.find((d) => d.category === 'service-manual')!;
    const lowered = await client('admin').mutation('admin.downloads.update', {
      ...manual,
      audience: 'customers',
    });
    expect(lowered.status).toBe(422);
    expect(await test.deps.db.select({ id: auditLog.id }).from(auditLog)).toHaveLength(before.length);
  });
});

describe('the listing matches what each actor may fetch', () => {
  it('lists exactly the published downloads whose audience admits the actor', async () => {
    for (const who of EVERYONE) {
      const listed = (await listFor(who)).map((d) => d.id).sort();
      const allowed = seeded.filter((d) => expected(d.audience, who) === 200).map((d) => d.id).sort();
      expect(listed, who).toEqual(allowed);
    }
  });

  it('filters by category and searches titles; titles come in the visitor language', async () => {
    const manuals = await listFor('customer', { category: 'manual' });
    expect(manuals.map((d) => d.category)).toEqual(['manual']);
    const found = await listFor('visitor', { q: 'catalogue' });
    expect(found.map((d) => d.title)).toEqual(['Voltara product catalogue 2024']);
    const german = await client('visitor').query('public.downloads.list', { q: 'Produktkatalog' });
    expect(german.status).toBe(200);
    const visitorDe = new HttpClient(test, '203.0.113.201');
    await visitorDe.get('/?lang=de');
    const listedDe = (await visitorDe.query('public.downloads.list', { category: 'brochure' })).json.result!.data as Visible[];
    expect(listedDe.map((d) => d.title)).toContain('Voltara Produktkatalog 2024');
    expect(listedDe.every((d) => d.url === `/api/downloads/${d.id}/file`)).toBe(true);
  });
});

describe('the download log', () => {
  it('records every served fetch of a non-public download with user, e-mail, address and time; public ones are not logged', async () => {
    const publicOne = seeded.find((d) => d.audience === 'public')!;
    const manual = seeded.find((d) => d.category === 'service-manual')!;
    const before = await logCount();
    expect((await client('visitor').get(`/api/downloads/${publicOne.id}/file`)).status).toBe(200);
    expect((await client('customer').get(`/api/downloads/${publicOne.id}/file`)).status).toBe(200);
    expect(await logCount()).toBe(before);

    const started = Date.now();
    expect((await client('certified-senior').get(`/api/downloads/${manual.id}/file`)).status).toBe(200);
    const [entry] = await test.deps.db.select().from(downloadLog).orderBy(desc(downloadLog.id)).limit(1);
    const [user] = await test.deps.db.select().from(users).where(eq(users.email, 'certified-senior@demo.test'));
    expect(entry).toMatchObject({ downloadId: manual.id, userId: user!.id, email: 'certified-senior@demo.test' });
    expect(entry!.ip).toBe(`203.0.113.${10 + ROLES.indexOf('certified-senior')}`);
    expect(entry!.createdAt.getTime()).toBeGreaterThanOrEqual(started - 1000);

    // Refused fetches serve nothing and log nothing.
    const refusedBefore = await logCount();
    expect((await client('customer').get(`/api/downloads/${manual.id}/file`)).status).toBe(403);
    expect((await client('visitor').get(`/api/downloads/${manual.id}/file`)).status).toBe(401);
    expect(await logCount()).toBe(refusedBefore);
  });

  it('the admin sees the log, filtered by download; non-admins are refused', async () => {
    const manual = seeded.find((d) => d.category === 'service-manual')!;
    const answer = await client('admin').query('admin.downloadLog.list', { filters: { downloadId: manual.id } });
    expect(answer.status).toBe(200);
    const page = answer.json.result!.data as { rows: Array<{ email: string; title: string; downloadId: number }>; total: number };
    expect(page.total).toBeGreaterThan(0);
    expect(page.rows[0]).toMatchObject({ email: 'certified-senior@demo.test', title: manual.title_EN, downloadId: manual.id });
    expect(page.rows.every((row) => row.downloadId === manual.id)).toBe(true);
    // Every download's log, newest first; the filter's choices are the downloads that are not public.
    const every = (await client('admin').query('admin.downloadLog.list', { perPage: 100 })).json.result!.data as { total: number; rows: Array<{ createdAt: string }> };
    expect(every.total).toBeGreaterThanOrEqual(page.total);
    const times = every.rows.map((row) => row.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    const choices = (await client('admin').query('admin.downloadLog.filterOptions', { field: 'downloadId' })).json.result!.data as Array<{ id: number }>;
    expect(choices.map((choice) => choice.id)).toContain(manual.id);
    expect(choices.map((choice) => choice.id)).not.toContain(seeded.find((d) => d.audience === 'public')!.id);
    // A log is not searched (the term is ignored); a filter value that names no download is a 422.
    expect(((await client('admin').query('admin.downloadLog.list', { q: 'nothing-matches-this' })).json.result!.data as { total: number }).total).toBe(every.total);
    expect((await client('admin').query('admin.downloadLog.list', { filters: { downloadId: 'x' } })).status).toBe(422);
    expect((await client('admin').query('admin.downloadLog.list', { sort: 'email' })).status).toBe(422);
    expect((await client('certified-senior').query('admin.downloadLog.list')).status).toBe(403);
    expect((await client('visitor').query('admin.downloadLog.list')).status).toBe(401);
  });
});

describe('admin.downloads: create, update, delete, audited', () => {
  it('creates, lists with filters, updates the audience and deletes, each write with its audit entry', async () => {
    const admin = client('admin');
    const fileId = seeded.find((d) => d.category === 'datasheet')!.fileId;
    const created = await admin.mutation('admin.downloads.create', {
      title_EN: 'Holiday detector quick guide',
      title_DE: 'Kurzanleitung Porenprüfgerät',
      category: 'manual',
      audience: 'public',
      fileId,
    });
    expect(created.status).toBe(200);
    const download = created.json.result!.data as { id: number; audience: string; url: string };
    const entries = () => test.deps.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect((await entries())[0]).toMatchObject({ section: 'downloads', action: 'create', recordId: String(download.id) });

    const listed = await admin.query('admin.downloads.list', { q: 'quick guide', filters: { category: 'manual', audience: 'public' } });
    expect((listed.json.result!.data as { rows: Array<{ id: number }> }).rows.map((r) => r.id)).toEqual([download.id]);

    expect((await client('visitor').get(download.url)).status).toBe(200);
    const updated = await admin.mutation('admin.downloads.update', {
      ...(created.json.result!.data as object),
      audience: 'distributors',
    });
    expect(updated.status).toBe(200);
    expect(JSON.parse((await entries())[0]!.changes)).toEqual({ audience: ['public', 'distributors'] });
    expect((await client('visitor').get(download.url)).status).toBe(401);
    expect((await client('customer').get(download.url)).status).toBe(403);

    const invalid = await admin.mutation('admin.downloads.create', { title_EN: '', category: 'nope', fileId: 999999 });
    expect(invalid.status).toBe(422);
    expect(Object.keys(invalid.json.error!.data.fieldErrors!)).toEqual(expect.arrayContaining(['title_EN', 'category', 'audience']));
    const missingFile = await admin.mutation('admin.downloads.create', { title_EN: 'x', category: 'other', audience: 'public', fileId: 999999 });
    expect(missingFile.json.error?.data.fieldErrors?.fileId).toEqual(['The selected file does not exist.']);

    // The file is shared with the seeded datasheet, so deleting this download keeps it.
    expect((await admin.mutation('admin.downloads.delete', { id: download.id })).status).toBe(200);
    expect((await entries())[0]).toMatchObject({ section: 'downloads', action: 'delete', recordId: String(download.id) });
    expect((await admin.query('admin.downloads.get', { id: download.id })).status).toBe(404);
    expect((await client('visitor').get(`/api/downloads/${seeded.find((d) => d.category === 'datasheet')!.id}/file`)).status).toBe(200);
  });

  it('non-admins cannot write downloads', async () => {
    for (const who of ['visitor', 'customer', 'certified-senior'] as Who[]) {
      const answer = await client(who).mutation('admin.downloads.create', { title_EN: 'x', category: 'other', audience: 'public', fileId: 1 });
      expect(answer.status, who).toBe(who === 'visitor' ? 401 : 403);
    }
  });
});
