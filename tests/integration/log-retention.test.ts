import { and, desc, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOG_RETENTION_DEFAULTS, type LogRetention } from '../../src/shared/logs/retention.schema';
import { auditLog, downloadLog, gdprLog, outbox, websiteLog } from '../../src/server/db/schema';
import { purgeLogs, readLogRetention, startLogRetention } from '../../src/server/features/logs/log-retention';
import { createTestApp, type TestApp } from '../setup/test-app';
import { HttpClient } from '../setup/http-client';

const DAY = 24 * 60 * 60 * 1000;
const NOW = new Date('2030-06-01T12:00:00Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY);

let test: TestApp;
let admin: HttpClient;

beforeAll(async () => {
  test = await createTestApp();
  admin = new HttpClient(test, '198.51.100.80');
  await admin.signIn('admin@demo.test');
});
afterAll(() => test.close());

const data = <T>(answer: { json: { result?: { data: unknown } } }) => answer.json.result!.data as T;
const retentionEntries = () =>
  test.deps.db.select().from(auditLog).where(and(eq(auditLog.section, 'logs'), eq(auditLog.recordId, 'retention'))).orderBy(desc(auditLog.id));

/** One row just past and one just within each log's retention (days as given), marked so they can be found. */
async function seedAround(retention: LogRetention) {
  for (const [offset, mark] of [[1, 'old'], [-1, 'kept']] as const) {
    await test.deps.db.insert(websiteLog).values({ kind: 'not-found', path: `/retention-${mark}`, createdAt: daysAgo(retention.website_log + offset) });
    await test.deps.db.insert(outbox).values({ to: `${mark}@retention.test`, subject: mark, text: '', html: '', createdAt: daysAgo(retention.outbox + offset) });
    await test.deps.db.insert(downloadLog).values({ email: `${mark}@retention.test`, createdAt: daysAgo(retention.download_log + offset) });
    await test.deps.db.insert(auditLog).values({
      actorEmail: `${mark}@retention.test`,
      section: 'retention-test',
      recordId: mark,
      action: 'update',
      changes: '{}',
      createdAt: daysAgo(retention.audit_log + offset),
    });
    await test.deps.db.insert(gdprLog).values({ kind: 'export', subjectId: mark, actorEmail: 'x@retention.test', createdAt: daysAgo(retention.gdpr_log + offset) });
  }
}

async function marksLeft() {
  const db = test.deps.db;
  return {
    website_log: (await db.select().from(websiteLog).where(like(websiteLog.path, '/retention-%'))).map((row) => row.path.slice(11)),
    outbox: (await db.select().from(outbox).where(like(outbox.to, '%@retention.test'))).map((row) => row.subject),
    download_log: (await db.select().from(downloadLog).where(like(downloadLog.email, '%@retention.test'))).map((row) => row.email.split('@')[0]),
    audit_log: (await db.select().from(auditLog).where(eq(auditLog.section, 'retention-test'))).map((row) => row.recordId),
    gdpr_log: (await db.select().from(gdprLog).where(eq(gdprLog.actorEmail, 'x@retention.test'))).map((row) => row.subjectId),
  };
}

describe('the retention setting', () => {
  it('starts with the defaults and is refused to non-admins', async () => {
    expect(data<LogRetention>(await admin.query('admin.logs.retention.get'))).toEqual(LOG_RETENTION_DEFAULTS);
    const user = new HttpClient(test, '203.0.113.81');
    await user.signIn('customer@demo.test');
    expect((await user.query('admin.logs.retention.get')).status).toBe(403);
    expect((await user.mutation('admin.logs.retention.update', { ...LOG_RETENTION_DEFAULTS, website_log: 5 })).status).toBe(403);
    expect(await readLogRetention(test)).toEqual(LOG_RETENTION_DEFAULTS);
  });

  it('refuses invalid days with field errors and writes nothing', async () => {
    const before = (await retentionEntries()).length;
    const answer = await admin.mutation('admin.logs.retention.update', {
      website_log: 0,
      outbox: 30.5,
      download_log: 'a year',
      audit_log: 5,
      gdpr_log: 99999,
    });
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.json.error!.data.fieldErrors!).sort()).toEqual(['audit_log', 'download_log', 'gdpr_log', 'outbox', 'website_log']);
    expect(answer.json.error!.data.fieldErrors!.audit_log![0]).toMatch(/at least 30/);
    expect((await admin.mutation('admin.logs.retention.update', { ...LOG_RETENTION_DEFAULTS, extra: 1 })).status).toBe(422);
    expect((await admin.mutation('admin.logs.retention.update', { website_log: 10 })).status).toBe(422);
    expect((await retentionEntries()).length).toBe(before);
    expect(await readLogRetention(test)).toEqual(LOG_RETENTION_DEFAULTS);
  });

  it('saves valid days with an audit entry of what changed; an unchanged save writes no entry', async () => {
    const next = { ...LOG_RETENTION_DEFAULTS, website_log: 14, outbox: 7 };
    const answer = await admin.mutation('admin.logs.retention.update', next);
    expect(answer.status).toBe(200);
    expect(data<LogRetention>(answer)).toEqual(next);
    expect(await readLogRetention(test)).toEqual(next);
    const [entry] = await retentionEntries();
    expect(entry).toMatchObject({ action: 'update', actorEmail: 'admin@demo.test' });
    expect(JSON.parse(entry!.changes)).toEqual({ website_log: [90, 14], outbox: [30, 7] });

    const count = (await retentionEntries()).length;
    expect((await admin.mutation('admin.logs.retention.update', next)).status).toBe(200);
    expect((await retentionEntries()).length).toBe(count);
  });

  it('an unreadable stored value falls back to the defaults, key by key', async () => {
    await test.deps.db.run(sql`update site_settings set value = '{"website_log": 3, "outbox": "x"}' where key = 'logRetention'`);
    expect(await readLogRetention(test)).toEqual({ ...LOG_RETENTION_DEFAULTS, website_log: 3 });
    await test.deps.db.run(sql`update site_settings set value = 'not json' where key = 'logRetention'`);
    expect(await readLogRetention(test)).toEqual(LOG_RETENTION_DEFAULTS);
  });
});

describe('the purge', () => {
  it('deletes exactly the rows older than each log keeps, and a second run finds nothing', async () => {
    const retention = await readLogRetention(test);
    await seedAround(retention);
    const deleted = await purgeLogs(test.deps, NOW);
    for (const count of Object.values(deleted)) expect(count).toBeGreaterThanOrEqual(1);
    expect(await marksLeft()).toEqual({ website_log: ['kept'], outbox: ['kept'], download_log: ['kept'], audit_log: ['kept'], gdpr_log: ['kept'] });
    expect(await purgeLogs(test.deps, NOW)).toEqual({ website_log: 0, outbox: 0, download_log: 0, audit_log: 0, gdpr_log: 0 });
  });

  it('follows the setting', async () => {
    await admin.mutation('admin.logs.retention.update', { ...LOG_RETENTION_DEFAULTS, website_log: 1 });
    await test.deps.db.insert(websiteLog).values({ kind: 'form', path: '/retention-two-days', createdAt: daysAgo(2) });
    expect((await purgeLogs(test.deps, NOW)).website_log).toBe(2); // the 2-day row and the 'kept' row of 89 days
  });

  it('clears a large backlog in chunks', async () => {
    await test.deps.db.run(sql`
      with recursive n(i) as (select 1 union all select i + 1 from n where i < 12000)
      insert into website_log (kind, path, created_at) select 'not-found', '/backlog', ${daysAgo(400).getTime()} from n`);
    expect((await purgeLogs(test.deps, NOW)).website_log).toBe(12000);
    expect(await test.deps.db.select().from(websiteLog).where(eq(websiteLog.path, '/backlog'))).toHaveLength(0);
  });

  it('runs at start and on its timer', async () => {
    await test.deps.db.insert(websiteLog).values({ kind: 'form', path: '/retention-timer', createdAt: new Date(Date.now() - 10 * DAY) });
    const stop = startLogRetention(test.deps, 60_000);
    try {
      for (let i = 0; i < 50; i++) {
        if ((await test.deps.db.select().from(websiteLog).where(eq(websiteLog.path, '/retention-timer'))).length === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(await test.deps.db.select().from(websiteLog).where(eq(websiteLog.path, '/retention-timer'))).toHaveLength(0);
    } finally {
      stop();
    }
  });
});
