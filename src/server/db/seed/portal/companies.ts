import { eq, inArray } from 'drizzle-orm';
import { addDays } from '../../../../shared/certificates/states';
import { isoDay } from '../../../../shared/format/iso-days';
import type { PartnerTier } from '../../../../shared/partners/enums';
import type { RoleFamily } from '../../../../shared/team/team.schema';
import type { AppDeps } from '../../../deps';
import { companies, companyAreas, countries } from '../../schema';

interface DemoCompany {
  name: string;
  email: string;
  telephone: string;
  /** Nordhavn services instruments (certified staff, service jobs); Iberia only sells. */
  family: RoleFamily;
  tier: PartnerTier;
  tags: { sales: boolean; training: boolean; repairs: boolean; service: boolean };
  /** Countries covered besides its own (those missing from the countries list are skipped). */
  areas: string[];
  /** Days from today to the next partner audit: Nordhavn's falls within the overview's "audits due" window. */
  auditInDays: number;
}

const DEMO_COMPANIES: DemoCompany[] = [
  {
    name: 'Nordhavn Inspection ApS',
    email: 'partner@nordhavn-inspection.test',
    telephone: '+45 32 71 40 00',
    family: 'certified',
    tier: 'gold',
    tags: { sales: true, training: true, repairs: true, service: true },
    areas: ['Iceland', 'Greenland', 'Faroe Islands'],
    auditInDays: 21,
  },
  {
    name: 'Iberia Ensayos SL',
    email: 'partner@iberia-ensayos.test',
    telephone: '+34 913 20 45 60',
    family: 'distributor',
    tier: 'silver',
    tags: { sales: true, training: false, repairs: true, service: false },
    areas: ['Portugal', 'Andorra'],
    auditInDays: 140,
  },
];

/**
 * Issue 12 demo data for the portal's companies (DECISIONS.md "Demo data for the service lifecycle and the portal"):
 * the two demo companies' contact details, tiers, tags, the countries they cover (enquiries from there are routed to
 * them as leads) and their next audit. Runs first in seedPortal; price lists are assigned by the trade seed.
 */
export async function seedCompanies(deps: AppDeps): Promise<void> {
  const { db } = deps;
  const names = DEMO_COMPANIES.map((company) => company.name);
  const [companyRows, countryRows] = await Promise.all([
    db.select({ id: companies.id, name: companies.name }).from(companies).where(inArray(companies.name, names)),
    db.select({ id: countries.id, name: countries.name }).from(countries).where(inArray(countries.name, DEMO_COMPANIES.flatMap((company) => company.areas))),
  ]);
  const companyId = new Map(companyRows.map((row) => [row.name, row.id]));
  const countryId = new Map(countryRows.map((row) => [row.name, row.id]));
  const today = isoDay();
  const present = DEMO_COMPANIES.filter((company) => companyId.has(company.name));
  const areaRows = present.flatMap((company) =>
    company.areas.flatMap((area) => (countryId.has(area) ? [{ companyId: companyId.get(company.name)!, countryId: countryId.get(area)! }] : [])),
  );
  const updates = present.map((company) =>
    db
      .update(companies)
      .set({ email: company.email, telephone: company.telephone, family: company.family, tier: company.tier, ...company.tags, nextAuditOn: addDays(today, company.auditInDays) })
      .where(eq(companies.id, companyId.get(company.name)!)),
  );
  const [first, ...rest] = updates;
  if (!first) return;
  await db.batch([first, ...rest, ...(areaRows.length > 0 ? [db.insert(companyAreas).values(areaRows).onConflictDoNothing()] : [])]);
}
