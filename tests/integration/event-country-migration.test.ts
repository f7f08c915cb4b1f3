import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { migrateDatabase } from '../../src/server/db/migrate';
import { databaseBeforeMigration } from '../setup/database-before';

/** drizzle/*_event_country.sql on a database that already has events: their locations' countries become countries. */
describe('the event country migration', () => {
  it('takes the country a location ends with, keeps the place before it, and leaves other locations as they were', async () => {
    const { handle, close } = await databaseBeforeMigration('_event_country');
    try {

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
      close();
    }
  });
});
