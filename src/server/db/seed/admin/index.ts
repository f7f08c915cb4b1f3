import type { Database } from '../../client';
import { seedArticles } from './articles';
import { seedPages } from './pages';
import { seedSettingsData } from './settings';

/** The records the admin sections of issue 4 list on a fresh database. */
export async function seedAdminSections(db: Database): Promise<void> {
  await seedSettingsData(db);
  await seedArticles(db);
  await seedPages(db);
}
