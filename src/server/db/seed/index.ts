import { sql } from 'drizzle-orm';
import type { AppDeps } from '../../deps';
import { countries, users } from '../schema';
import { seedAccounts } from './accounts';
import { seedAdminSections } from './admin';
import { seedCatalog } from './catalog';
import { seedContent } from './content';
import { seedCourses } from './courses';
import { seedDownloads } from './content/downloads';
import { COUNTRIES } from './countries-data';
import { seedDealers } from './dealers';
import { seedInfoPages } from './info-pages';
import { seedPortal } from './portal';
import { seedSerials } from './serials';

/** Seeds a fresh database only (no users yet); in production only with SEED_DEMO=1. Returns whether it seeded. */
export async function seedIfFresh(deps: AppDeps): Promise<boolean> {
  const { env, db } = deps;
  if (env.SEED_DEMO === '0' || (env.isProduction && env.SEED_DEMO !== '1')) return false;
  const [existing] = await db.select({ count: sql<number>`count(*)` }).from(users);
  if (Number(existing?.count ?? 0) > 0) return false;
  for (let i = 0; i < COUNTRIES.length; i += 100) {
    await db.insert(countries).values(COUNTRIES.slice(i, i + 100).map((c) => ({ name: c.name, isEu: c.isEu })));
  }
  await seedAccounts(db, deps.auth);
  await seedDealers(db); // after the accounts: two dealers are the portal's demo companies
  await seedContent(db);
  await seedDownloads(deps); // needs the storage, which seedContent(db) has not
  await seedAdminSections(db);
  await seedCatalog(deps); // links products to the FAQs, standards, case studies and guides seeded above
  await seedInfoPages(deps); // after the catalogue: its documents (legal texts, vacancies) are not product guides
  await seedSerials(deps); // after the catalogue and the accounts: serials are of products, owned by users, sold by companies
  await seedCourses(deps); // after the accounts and companies: demo learners, their attempts and training certificates
  await seedPortal(deps); // last: the portal's records refer to companies, users, products, serials and files
  return true;
}
