import { countryLabelOrNull } from '../../../shared/countries/country-names';
import { and, asc, eq } from 'drizzle-orm';
import { companies, countries, users } from '../../db/schema';
import type { Actor } from '../../auth/actor';
import type { AppDeps } from '../../deps';
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

/**
 * The company a portal write is for (an invitation, a service job, a partner audit): a member's own; an admin, who has
 * none, names one, else the caller's `unnamed` error (a 422 on its field). Another company's id, an unknown one or a
 * member without a company answers 404, as another company's data is as unknown as a missing one.
 */
export async function writeCompany(deps: AppDeps, actor: Actor, named: number | undefined, unnamed: () => Error): Promise<{ id: number; name: string }> {
  let id = actor.companyId;
  if (actor.role === 'admin') {
    if (named === undefined) throw unnamed();
    id = named;
  } else if (named !== undefined && named !== id) id = null;
  const [company] = id === null ? [] : await deps.db.select({ id: companies.id, name: companies.name }).from(companies).where(eq(companies.id, id));
  if (!company) throw notFound('Company');
  return company;
}
