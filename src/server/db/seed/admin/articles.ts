import type { Database } from '../../client';

/** Demo records of FAQs, help-centre articles, troubleshooting entries, news posts, testimonials and experts. */
export async function seedArticles(db: Database): Promise<void> {
  void db;
}
