import { asc } from 'drizzle-orm';
import type { CompanyOption } from '../../../shared/users/admin-users.schema';
import type { AppDeps } from '../../deps';
import { companies } from '../../db/schema';

/** Every company by name, for the users list's company filter, "Add user" and the profile form (distributor companies: a short list). */
export async function listCompanyOptions(deps: AppDeps): Promise<CompanyOption[]> {
  return deps.db.select({ id: companies.id, name: companies.name }).from(companies).orderBy(asc(companies.name));
}
