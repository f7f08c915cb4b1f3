import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { migrateDatabase } from '../../src/server/db/migrate';
import { databaseBeforeMigration } from '../setup/database-before';

/**
 * drizzle/*_existing_accounts_confirmed.sql (docs/decisions/0033): on an installation that already has accounts, those
 * with a password were made when registering signed in at once, so they count as confirmed and can still sign in.
 */
describe('the migration', () => {
  it('confirms the accounts that already have a password, and no others', async () => {
    const { handle, close } = await databaseBeforeMigration('_existing_accounts_confirmed');
    try {

      const { db } = handle;
      const now = Date.now();
      await db.run(sql`insert into users (id, name, email, email_verified, created_at, updated_at) values
        ('registered', 'Old Registrant', 'old@example.test', 0, ${now}, ${now}),
        ('invited', 'Still Invited', 'invited@example.test', 0, ${now}, ${now}),
        ('confirmed', 'Already Confirmed', 'confirmed@example.test', 1, ${now}, ${now})`);
      await db.run(sql`insert into accounts (id, account_id, provider_id, user_id, password, created_at, updated_at) values
        ('a1', 'registered', 'credential', 'registered', 'salt:hash', ${now}, ${now}),
        ('a2', 'confirmed', 'credential', 'confirmed', 'salt:hash', ${now}, ${now})`);

      await migrateDatabase(handle.db);
      const rows = await db.all<{ id: string; email_verified: number }>(sql`select id, email_verified from users order by id`);
      expect(rows).toEqual([
        { id: 'confirmed', email_verified: 1 },
        { id: 'invited', email_verified: 0 }, // no password yet: the invitation link will confirm it
        { id: 'registered', email_verified: 1 },
      ]);
    } finally {
      close();
    }
  });
});
