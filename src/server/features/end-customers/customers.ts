import { countryLabel } from '../../../shared/countries/country-names';
import { and, count, eq } from 'drizzle-orm';
import { PORTAL_CUSTOMER_INSTRUMENTS } from '../../../shared/serials/portal-serials.schema';
import type { PortalCustomerDetail } from '../../../shared/serials/portal-serials.types';
import { countries, profiles, serials, users } from '../../db/schema';
import { notFound } from '../../errors';
import { byNextDue, portalSerialScope, selectSerialRows } from '../serials/portal-serials';
import type { Ctx } from '../../service-context';

/**
 * /portal/customers/{id} (issue 12): a company's end customers are the registered owners of the serials it sold (the
 * list is the customers collection, features/end-customers/collections/portal-customers.ts). Who they are comes from their account and profile;
 * what is counted comes from the company's serials only, so an instrument they bought elsewhere never shows.
 */

/**
 * /portal/customers/{id}: the customer and the instruments they bought from the actor's company, soonest due first.
 * Someone who owns none of the company's serials is not its customer: 404, as for an unknown id.
 */
export async function getCompanyCustomer(ctx: Ctx<'deps' | 'actor' | 'locale'>, userId: string): Promise<PortalCustomerDetail> {
  const { deps, actor, locale } = ctx;
  const owned = and(portalSerialScope(actor), eq(serials.ownerId, userId));
  const [[counted], instruments, [person]] = await Promise.all([
    deps.db.select({ n: count() }).from(serials).where(owned),
    selectSerialRows(deps, owned, locale, { orderBy: byNextDue(), limit: PORTAL_CUSTOMER_INSTRUMENTS }),
    deps.db
      .select({ id: users.id, name: users.name, email: users.email, profile: profiles, country: countries.name })
      .from(users)
      .leftJoin(profiles, eq(profiles.userId, users.id))
      .leftJoin(countries, eq(countries.id, profiles.countryId))
      .where(eq(users.id, userId)),
  ]);
  if (!person || !counted || counted.n === 0) throw notFound('Customer');
  const profile = person.profile;
  const address = profile
    ? [profile.address1, profile.address2, profile.address3, profile.town, profile.county, profile.postcode].map((line) => line.trim()).filter(Boolean)
    : [];
  return {
    id: person.id,
    name: person.name,
    email: person.email,
    company: profile?.companyName ?? '',
    country: person.country === null ? '' : countryLabel(person.country, locale),
    telephone: profile?.telephone ?? '',
    address,
    instruments,
    instrumentCount: counted.n,
    allCompanies: actor.role === 'admin',
  };
}
