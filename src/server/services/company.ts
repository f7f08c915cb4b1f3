import { countryLabelOrNull } from '../../shared/countries/country-names';
import type { Locale } from '../../shared/locales';
import { and, asc, eq } from 'drizzle-orm';
import type { Actor } from '../auth/actor';
import type { AppDeps } from '../deps';
import { companies, countries, users } from '../db/schema';
import { notFound } from '../errors';
import { companyScope } from './scope';

/** The portal's home: the actor's company and its members, scoped so no other company's rows can appear. */
export async function companyOverview(deps: AppDeps, actor: Actor, locale: Locale) {
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
