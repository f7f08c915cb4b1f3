import { asc, inArray } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import { agreements, companies } from '../../../db/schema';
import type { AppDeps } from '../../../deps';
import { planSearch } from '../../../db/search-index';
import { COMPANIES_SEARCH } from '../../companies/collections/admin-companies';
import type { FilterOption } from '../../../collections/types';
import type { Ctx } from '../../../service-context';

/** How many companies a search may name before it is "common" (then matched by LIKE, as the companies list does). */
const COMPANY_SEARCH_CAP = 1000;

/** Every agreement template by name: the agreement filter's choices on both of the overview's lists (a handful). */
export async function agreementChoices(ctx: Ctx<'deps'>): Promise<FilterOption[]> {
  return ctx.deps.db.select({ id: agreements.id, label: agreements.name }).from(agreements).orderBy(asc(agreements.name), asc(agreements.id));
}

/** The rows of the companies whose name or e-mail address holds the term: the companies' trigram index, then an index range of `company`. */
export async function companySearch(term: string, deps: AppDeps, company: SQLiteColumn) {
  const { condition } = await planSearch(deps.db, COMPANIES_SEARCH, term, COMPANY_SEARCH_CAP);
  return inArray(company, deps.db.select({ id: companies.id }).from(companies).where(condition));
}
