import { asc } from 'drizzle-orm';
import type { CompanyOption } from '../../../shared/users/admin-users.schema';
import { companies } from '../../db/schema';
import type { Ctx } from '../../service-context';

/** Every company by name, for the users list's company filter, "Add user" and the profile form (distributor companies: a short list). */
export async function listCompanyOptions(ctx: Ctx<'deps'>): Promise<CompanyOption[]> {
  const { deps } = ctx;
  return deps.db.select({ id: companies.id, name: companies.name }).from(companies).orderBy(asc(companies.name));
}
