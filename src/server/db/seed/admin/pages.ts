import type { Database } from '../../client';

/** Demo records of events, quality certificates, case studies and documents with their pages. */
export async function seedPages(db: Database): Promise<void> {
  void db;
}
