import { countryLabelOrNull } from '../../../shared/countries/country-names';
import { and, asc, eq } from 'drizzle-orm';
import { companies, countries, users } from '../../db/schema';
import { notFound } from '../../errors';
import { companyScope } from '../../scope';
import type { Ctx } from '../../service-context';

/** The portal's home: the actor's company and its members, scoped so no other company's rows can appear. */
export async function companyOverview(ctx: Ctx<'deps' | 'actor' | 'locale'>) {
  const { deps, actor, locale } = ctx;
  const [company] = await deps.db
    .select({ id: companies.id, name: companies.name, country: countries.name })
    .from(companies)
    .leftJoin(countries, eq(countries.id, companies.countryId))
    .where(and(companyScope(actor, companies.id), actor.companyId === null ? undefined : eq(companies.id, actor.companyId)));
  if (!company) throw notFound('Company');
  const members = await deps.db
    .select({ id: users.id, name: users.name, email: users.email, role: users.role })
    .from(users)
    .where(and(companyScope(actor, users.companyId), eq(users.companyId, company.id)))
    .orderBy(asc(users.name));
  return { company: { ...company, country: countryLabelOrNull(company.country, locale) }, members };
}
