import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { migrateDatabase } from '../../src/server/db/migrate';
import { databaseBeforeMigration } from '../setup/database-before';

/** drizzle/*_catalog_search.sql on a database that already has a catalogue: it indexes what is there. */
describe('the migration', () => {
  it('indexes the products and options a database already has when it runs', async () => {
    const { handle, close } = await databaseBeforeMigration('_catalog_search');
    try {

      const { db } = handle;
      await db.run(sql`insert into categories (id, slug) values (1, 'c')`);
      await db.run(sql`insert into products (id, category_id, slug, model_code, name_EN, description_ES, published)
        values (1, 1, 'old', 'OLD-7', 'Preexisting tester', '<p>Detección <em>antigua</em></p>', 1),
               (2, 1, 'hidden', 'OLD-8', 'Preexisting hidden', '', 0)`);
      await db.run(sql`insert into product_options (id, product_id, slug, model_code, name_EN) values (1, 1, 'k', 'OLD-7-K', 'Preexisting kit')`);
      await db.run(sql`insert into product_specs (product_id, option_id, key, label_EN, value_EN) values (1, null, 'v', 'Voltage', 'Wobblefrequenz')`);

      await migrateDatabase(handle.db);
      const rows = await db.all<{ rowid: number }>(sql`select rowid from catalog_search where catalog_search match ${'"preexisting"'} order by rowid`);
      expect(rows.map((row) => row.rowid >> 3)).toEqual([2, 3]); // product 1 (1 * 2) and option 1 (1 * 2 + 1), in English
      const found = async (match: string) => (await db.all(sql`select rowid from catalog_search where catalog_search match ${match}`)).length;
      expect(await found('"deteccion" AND "antigua"')).toBe(1);
      expect(await found('"wobblefrequenz"')).toBe(1); // a specification value in English: the English row
      expect(await found('"old7k"')).toBe(6); // the compacted code, in every language row of the option
      expect(await found('"old8"')).toBe(0);
      // drizzle/0017: the title index starts with what catalog_search holds, names and codes but no body text.
      const titles = async (match: string) => (await db.all(sql`select rowid from catalog_titles where catalog_titles match ${match}`)).length;
      expect(await titles('"preexisting"')).toBe(2);
      expect(await titles('"old7k"')).toBe(6);
      expect(await titles('"wobblefrequenz"')).toBe(0);
      expect(await titles('"deteccion"')).toBe(0);
    } finally {
      close();
    }
  });
});
