import { asc, sql } from 'drizzle-orm';
import type { CompanyOptions } from '../../../shared/companies/companies.types';
import { companies, pricelists } from '../../db/schema';
import { countryChoices } from '../countries/countries';
import type { Ctx } from '../../service-context';

/** The countries, price lists and companies the back office's forms and filters choose from, by name. */
export async function companyOptions(ctx: Ctx<'deps' | 'locale'>): Promise<CompanyOptions> {
  const { deps, locale } = ctx;
  const [countryRows, pricelistRows, companyRows] = await Promise.all([
    countryChoices(deps, locale),
    deps.db
      .select({ id: pricelists.id, name: pricelists.name, currency: pricelists.currency, active: pricelists.active })
      .from(pricelists)
      .orderBy(asc(pricelists.name)),
    deps.db
      .select({ id: companies.id, name: companies.name, disabled: companies.disabled })
      .from(companies)
      .orderBy(sql`${companies.name} COLLATE NOCASE`, asc(companies.id)),
  ]);
  return { countries: countryRows, pricelists: pricelistRows, companies: companyRows };
}
