import type { Database } from '../../client';

/** Demo records of the /admin/settings reference data (price lists, languages, industry sectors, audit questions, questionnaires, commodity codes, standards). */
export async function seedSettingsData(db: Database): Promise<void> {
  void db;
}
