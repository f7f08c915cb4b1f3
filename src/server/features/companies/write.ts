import type { z } from 'zod';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Locale } from '../../../shared/locales';
import { CompanyCreateSchema, CompanyUpdateSchema, type CompanyUpdate } from '../../../shared/companies/companies.schema';
import type { CompanyDetail } from '../../../shared/companies/companies.types';
import type { AppDeps } from '../../deps';
import { companies, companyAreas, countries, pricelists } from '../../db/schema';
import { databaseErrorMatches } from '../users/rules';
import { auditInsert, diffRecords } from '../logs/audit';
import { editableFields, getCompany, loadCompany } from './detail';
import { companyConflict, companyFieldError } from './messages';
import type { Ctx } from '../../service-context';

/** The audit log's section for the back office's company writes. */
export const COMPANIES_SECTION = 'companies';

/** The unique index on companies.name refused a write another admin's raced in first. */
export const isNameClash = (error: unknown) => databaseErrorMatches(error, /UNIQUE constraint failed: companies\.name/);

/**
 * A name is taken when another company has it in any case ("Nordhavn inspection aps" is Nordhavn Inspection ApS):
 * two tenants the admin cannot tell apart by name would be a mistake waiting to happen.
 */
export async function companyNameTaken(deps: AppDeps, name: string, exceptId?: number): Promise<boolean> {
  const [row] = await deps.db
    .select({ id: companies.id })
    .from(companies)
    .where(and(sql`${companies.name} = ${name} COLLATE NOCASE`, exceptId === undefined ? undefined : ne(companies.id, exceptId)))
    .limit(1);
  return row !== undefined;
}

export async function countryExists(deps: AppDeps, id: number): Promise<boolean> {
  const [row] = await deps.db.select({ id: countries.id }).from(countries).where(eq(countries.id, id));
  return row !== undefined;
}

/** "New company": its name and country; the rest keeps the defaults (bronze, sales only) until its page is saved. */
export async function createCompany(ctx: Ctx<'deps' | 'actor' | 'locale'>, data: z.output<typeof CompanyCreateSchema>): Promise<{ id: number }> {
  const { deps, actor, locale } = ctx;
  if (!(await countryExists(deps, data.countryId))) throw companyFieldError('unknownCountry', 'countryId', locale);
  if (await companyNameTaken(deps, data.name)) throw companyConflict('nameTaken', 'name', locale);
  try {
    const [created] = await deps.db.batch([
      deps.db.insert(companies).values({ name: data.name, countryId: data.countryId }).returning({ id: companies.id }),
      auditInsert(deps, actor, {
        section: COMPANIES_SECTION,
        action: 'create',
        recordId: sql`(SELECT id FROM companies WHERE name = ${data.name})`,
        changes: { name: data.name, countryId: data.countryId },
      }),
    ]);
    return { id: created[0]!.id };
  } catch (error) {
    if (isNameClash(error)) throw companyConflict('nameTaken', 'name', locale);
    throw error;
  }
}

/** The references the schema cannot check: the country, the price list and each covered country exist. */
async function checkReferences(deps: AppDeps, data: CompanyUpdate, locale: Locale): Promise<void> {
  if (!(await countryExists(deps, data.countryId))) throw companyFieldError('unknownCountry', 'countryId', locale);
  if (data.pricelistId !== null) {
    const [list] = await deps.db.select({ id: pricelists.id }).from(pricelists).where(eq(pricelists.id, data.pricelistId));
    if (!list) throw companyFieldError('unknownPricelist', 'pricelistId', locale);
  }
  if (data.areas.includes(data.countryId)) throw companyFieldError('ownCountryArea', 'areas', locale);
  if (data.areas.length > 0) {
    const known = await deps.db.select({ id: countries.id }).from(countries).where(inArray(countries.id, data.areas));
    if (known.length !== data.areas.length) throw companyFieldError('unknownCountry', 'areas', locale);
  }
}

/** The editable record as the audit diff names its fields (areas as a sorted list of country ids). */
const editableOf = (company: Omit<CompanyUpdate, 'id'>) => ({
  ...editableFields(company),
  areas: [...company.areas].sort((a, b) => a - b),
});

/**
 * Saves the company's page: its fields and the countries it covers (replaced as a whole), with an audit entry of the
 * changed fields, all in one batch. A save that changes nothing writes nothing.
 */
export async function updateCompany(ctx: Ctx<'deps' | 'actor' | 'locale'>, data: z.output<typeof CompanyUpdateSchema>): Promise<CompanyDetail> {
  const { deps, actor, locale } = ctx;
  const existing = await loadCompany(deps, data.id);
  await checkReferences(deps, data, locale);
  if (await companyNameTaken(deps, data.name, data.id)) throw companyConflict('nameTaken', 'name', locale);
  const storedAreas = await deps.db.select({ countryId: companyAreas.countryId }).from(companyAreas).where(eq(companyAreas.companyId, data.id));
  const before = editableOf({ ...existing, countryId: existing.countryId ?? 0, areas: storedAreas.map((area) => area.countryId) });
  const changes = diffRecords(before, editableOf(data));
  if (Object.keys(changes).length === 0) return getCompany(deps, data.id, locale);
  const { id, areas, ...fields } = data;
  try {
    await deps.db.batch([
      deps.db.update(companies).set(fields).where(eq(companies.id, id)),
      deps.db.delete(companyAreas).where(eq(companyAreas.companyId, id)),
      ...(areas.length > 0 ? [deps.db.insert(companyAreas).values(areas.map((countryId) => ({ companyId: id, countryId })))] : []),
      auditInsert(deps, actor, { section: COMPANIES_SECTION, action: 'update', recordId: String(id), changes }),
    ]);
  } catch (error) {
    if (isNameClash(error)) throw companyConflict('nameTaken', 'name', locale);
    throw error;
  }
  return getCompany(deps, id, locale);
}
