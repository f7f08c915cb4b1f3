import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/client';
import { migrateDatabase } from '../../src/server/db/migrate';

/** drizzle/*_event_country.sql on a database that already has events: their locations' countries become countries. */
describe('the event country migration', () => {
  it('takes the country a location ends with, keeps the place before it, and leaves other locations as they were', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'voltara-event-country-'));
    const handle = await openDatabase(`file:${join(dir, 'db.sqlite')}`);
    try {
      const before = join(dir, 'drizzle');
      cpSync('drizzle', before, { recursive: true });
      const journalPath = join(before, 'meta', '_journal.json');
      const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: Array<{ idx: number; tag: string }> };
      const at = journal.entries.findIndex((entry) => entry.tag.endsWith('_event_country'));
      expect(at).toBeGreaterThan(0);
      writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
      await migrateDatabase(handle.db, before);

      const { db } = handle;
      await db.run(sql`insert into countries (id, name) values (1, 'Germany'), (2, 'United States'), (3, 'United States Minor Outlying Islands'), (4, 'Niger'), (5, 'Nigeria')`);
      const event = (id: number, location: string) =>
        db.run(sql`insert into events (id, slug, title_EN, location, starts_at) values (${id}, ${`e${id}`}, 'E', ${location}, 0)`);
      await event(1, 'Düsseldorf, Germany');
      await event(2, 'Messe Houston, Hall B, United States');
      await event(3, 'Germany');
      await event(4, 'Lagos, Nigeria'); // not taken for Niger, which it also ends with
      await event(5, 'Online');
      await event(6, '');
      await event(7, 'Leeds, UK'); // no stored country of that name

      await migrateDatabase(handle.db);
      const rows = await db.all<{ id: number; location: string; country_id: number | null }>(sql`select id, location, country_id from events order by id`);
      expect(rows).toEqual([
        { id: 1, location: 'Düsseldorf', country_id: 1 },
        { id: 2, location: 'Messe Houston, Hall B', country_id: 2 },
        { id: 3, location: '', country_id: 1 },
        { id: 4, location: 'Lagos', country_id: 5 },
        { id: 5, location: 'Online', country_id: null },
        { id: 6, location: '', country_id: null },
        { id: 7, location: 'Leeds, UK', country_id: null },
      ]);
    } finally {
      handle.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
