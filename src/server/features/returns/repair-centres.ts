import { and, asc, eq, exists, inArray } from 'drizzle-orm';
import { CERTIFIED_ROLES } from '../../../shared/auth/roles';
import { countryLabel } from '../../../shared/countries/country-names';
import type { Locale } from '../../../shared/locales';
import { WORKS_ADDRESS } from '../../../shared/enquiries/form-options';
import type { RepairCentre } from '../../../shared/returns/return.schema';
import type { AppDeps } from '../../deps';
import { companies, countries, dealers, users } from '../../db/schema';
import type { Ctx } from '../../service-context';

export const VOLTARA_CENTRE: RepairCentre = { id: null, name: WORKS_ADDRESS[0], address: WORKS_ADDRESS.slice(1) };

/**
 * Where a return may go (SPEC.md "choose a repair centre"): Voltara's works, or a certified partner with service
 * rights: a company whose staff hold certified roles and whose dealer entry offers repairs.
 */
export async function listRepairCentres(ctx: Ctx<'deps'>): Promise<RepairCentre[]> {
  const { deps } = ctx;
  const rows = await deps.db
    .select({ id: companies.id, name: companies.name, address1: dealers.address1, address2: dealers.address2, town: dealers.town, postcode: dealers.postcode, country: countries.name })
    .from(companies)
    .innerJoin(dealers, and(eq(dealers.companyId, companies.id), eq(dealers.repairs, true), eq(dealers.published, true)))
    .leftJoin(countries, eq(countries.id, dealers.countryId))
    .where(
      exists(
        deps.db
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.companyId, companies.id), inArray(users.role, [...CERTIFIED_ROLES]), eq(users.disabled, false))),
      ),
    )
    .orderBy(asc(companies.name));
  const partners = rows.map((row) => ({
    id: row.id,
    name: row.name,
    address: [row.address1, row.address2, [row.postcode, row.town].filter(Boolean).join(' '), row.country ?? ''].filter(Boolean),
  }));
  return [VOLTARA_CENTRE, ...partners];
}

/**
 * A centre as a reader of `locale` sees it: its address ends with its country, stored by its English name (Voltara's
 * works, a partner's dealer entry), and named in the reader's language (the booking form, the printouts).
 */
export function centreIn(centre: RepairCentre, locale: Locale): RepairCentre {
  const last = centre.address.length - 1;
  return { ...centre, address: centre.address.map((line, index) => (index === last && line ? countryLabel(line, locale) : line)) };
}

/** The repair centres as the booking form offers them, in the reader's language. */
export async function repairCentreChoices(ctx: Ctx<'deps' | 'locale'>): Promise<RepairCentre[]> {
  return (await listRepairCentres(ctx)).map((centre) => centreIn(centre, ctx.locale));
}

export async function repairCentreById(deps: AppDeps, id: number | null): Promise<RepairCentre | null> {
  const all = await listRepairCentres({ deps });
  return all.find((centre) => centre.id === id) ?? null;
}
