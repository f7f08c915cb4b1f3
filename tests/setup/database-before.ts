import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../src/server/db/client';
import { migrateDatabase } from '../../src/server/db/migrate';

/**
 * A database on a temporary file with the migrations up to the one whose tag ends with `tagSuffix`, as an existing
 * installation has them: a test writes its rows, then runs `migrateDatabase(handle.db)` to apply the rest.
 */
export async function databaseBeforeMigration(tagSuffix: string) {
  const dir = mkdtempSync(join(tmpdir(), 'voltara-migration-'));
  const handle = await openDatabase(`file:${join(dir, 'db.sqlite')}`);
  const before = join(dir, 'drizzle');
  cpSync('drizzle', before, { recursive: true });
  const journalPath = join(before, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: Array<{ idx: number; tag: string }> };
  const at = journal.entries.findIndex((entry) => entry.tag.endsWith(tagSuffix));
  if (at <= 0) throw new Error(`no migration before one tagged …${tagSuffix}`);
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
  await migrateDatabase(handle.db, before);
  return {
    handle,
    close: () => {
      handle.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
