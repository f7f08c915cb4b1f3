import type { AppDeps } from '../../../deps';
import { seedAgreements } from './agreements';
import { seedCompanies } from './companies';
import { seedEndCustomers } from './customers';
import { seedLeads } from './leads';
import { seedNews } from './news';
import { seedServiceJobs } from './service';
import { seedTeam } from './team';
import { seedTrade } from './trade';

/**
 * The portal's demo data (issue 12), after the accounts, companies, serials and courses: each of the two demo
 * companies gets its own leads, sales, stock, price list, announcements, messages, agreement, service tools, jobs
 * and audit; nothing is shared between them.
 */
export async function seedPortal(deps: AppDeps): Promise<void> {
  await seedCompanies(deps); // first: tiers, price lists and areas the others read
  await seedTrade(deps);
  await seedEndCustomers(deps); // after the sales: people who registered instruments the companies sold
  await seedLeads(deps);
  await seedNews(deps);
  await seedAgreements(deps);
  await seedTeam(deps);
  await seedServiceJobs(deps);
}
