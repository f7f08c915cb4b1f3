import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/client';
import { migrateDatabase } from '../../src/server/db/migrate';
import { createTestApp, type TestApp } from '../setup/test-app';

/**
 * /services/calibration asks for the widget `services_calibration` on every visit (issue 30 item 11). It exists in
 * the demo data (seed) and in databases that had content before (drizzle/0024), in all six languages, so the request
 * answers 200 and the browser logs no error.
 */

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

interface WidgetAnswer {
  name: string;
  type: string;
  languages: Record<string, { html: string }>;
}

const INTRO = {
  EN: 'whichever make they are',
  DE: 'gleich welcher Hersteller',
  ES: 'sea cual sea su fabricante',
  FR: 'quelle que soit leur marque',
  NL: 'van elk merk',
  PT: 'de qualquer marca',
};

describe('the calibration page\'s widget', () => {
  it('is there, as the page asks for it, in six languages', async () => {
    const input = encodeURIComponent(JSON.stringify({ name: 'services_calibration' }));
    const response = await test.app.request(`/trpc/public.content.widget?input=${input}`, { headers: { Accept: 'application/json' } });
    expect(response.status).toBe(200);
    const widget = ((await response.json()) as { result: { data: WidgetAnswer } }).result.data;
    expect(widget).toMatchObject({ name: 'services_calibration', type: 'HTML' });
    for (const [code, words] of Object.entries(INTRO)) expect(widget.languages[code]?.html).toContain(words);
    // The REST twin of the contract answers the same.
    expect((await test.app.request('/api/widgets/0?name=services_calibration', { headers: { Accept: 'application/json' } })).status).toBe(200);
  });
});

describe('drizzle/0024_calibration_widget', () => {
  async function migratedUpTo(dir: string, tag: string) {
    const handle = await openDatabase(`file:${join(dir, 'db.sqlite')}`);
    const before = join(dir, 'drizzle');
    cpSync('drizzle', before, { recursive: true });
    const journalPath = join(before, 'meta', '_journal.json');
    const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: Array<{ tag: string }> };
    const at = journal.entries.findIndex((entry) => entry.tag === tag);
    expect(at).toBeGreaterThan(0);
    writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
    await migrateDatabase(handle.db, before);
    return handle;
  }
  const widgetsNamed = async (db: Awaited<ReturnType<typeof openDatabase>>['db']) =>
    db.all<{ name: string; languages: number; english: string }>(sql`
      select w.name, count(l.id) as languages, max(case when l.locale = 'EN' then l.html end) as english
      from widgets w left join widget_languages l on l.widget_id = w.id group by w.id order by w.id`);

  it('adds the widget to a database that has content, and keeps one an admin made', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'voltara-calibration-widget-'));
    const handle = await migratedUpTo(dir, '0024_calibration_widget');
    try {
      const { db } = handle;
      await db.run(sql`insert into widgets (id, name, type) values (7, 'home_intro', 'HTML')`);
      await migrateDatabase(db);
      const rows = await widgetsNamed(db);
      expect(rows.map((row) => row.name)).toEqual(['home_intro', 'services_calibration']);
      expect(rows[1]).toMatchObject({ languages: 6 });
      expect(rows[1]!.english).toContain(INTRO.EN);
    } finally {
      handle.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('leaves an empty database to the seed, and an admin\'s own widget as it is', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'voltara-calibration-widget-'));
    const handle = await migratedUpTo(dir, '0024_calibration_widget');
    const other = mkdtempSync(join(tmpdir(), 'voltara-calibration-widget-'));
    const own = await migratedUpTo(other, '0024_calibration_widget');
    try {
      await migrateDatabase(handle.db);
      expect(await widgetsNamed(handle.db)).toEqual([]);

      await own.db.run(sql`insert into widgets (id, name, type) values (3, 'services_calibration', 'HTML')`);
      await own.db.run(sql`insert into widget_languages (widget_id, locale, html) values (3, 'EN', '<p>Ours.</p>')`);
      await migrateDatabase(own.db);
      expect(await widgetsNamed(own.db)).toEqual([{ name: 'services_calibration', languages: 1, english: '<p>Ours.</p>' }]);
    } finally {
      handle.close();
      own.close();
      rmSync(dir, { recursive: true, force: true });
      rmSync(other, { recursive: true, force: true });
    }
  });
});
