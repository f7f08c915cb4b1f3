import { countryLabel, labelCountries } from '../../../shared/countries/country-names';
import { and, asc, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { isRole } from '../../../shared/auth/roles';
import { certificateState } from '../../../shared/certificates/states';
import { isoDay } from '../../../shared/format/iso-days';
import { toLocaleCode, type Locale } from '../../../shared/locales';
import type { CompanyAgreement, CompanyDetail, CompanyStaffCertificate } from '../../../shared/companies/companies.types';
import type { CompanyUpdate } from '../../../shared/companies/companies.schema';
import type { AppDeps } from '../../deps';
import {
  agreementAcceptances,
  agreementCompanies,
  agreements,
  agreementVersions,
  certificates,
  companies,
  companyAreas,
  countries,
  courses,
  dealers,
  pricelists,
  users,
} from '../../db/schema';
import { notFound } from '../../errors';
import { rowOr404 } from '../../db/one-row';

/** A company page lists at most this many staff certificates (newest first): more than any partner holds. */
export const COMPANY_CERTIFICATES_LIMIT = 300;

export async function loadCompany(deps: AppDeps, id: number) {
  return rowOr404(deps, companies, eq(companies.id, id), 'Company');
}

/**
 * The agreements that apply to the company, each with the latest published version and whether (and when, by whom)
 * the company accepted it. Read as three small queries and joined here: a company has a handful of agreements.
 */
export async function companyAgreements(deps: AppDeps, companyId: number): Promise<CompanyAgreement[]> {
  const applying = await deps.db
    .select({ id: agreements.id, name: agreements.name, active: agreements.active })
    .from(agreementCompanies)
    .innerJoin(agreements, eq(agreements.id, agreementCompanies.agreementId))
    .where(eq(agreementCompanies.companyId, companyId))
    .orderBy(asc(agreements.name), asc(agreements.id));
  if (applying.length === 0) return [];
  const ids = applying.map((agreement) => agreement.id);
  const [versions, accepted] = await Promise.all([
    deps.db
      .select({ id: agreementVersions.id, agreementId: agreementVersions.agreementId, version: agreementVersions.version })
      .from(agreementVersions)
      .where(and(inArray(agreementVersions.agreementId, ids), isNotNull(agreementVersions.publishedAt))),
    deps.db
      .select({
        agreementId: agreementVersions.agreementId,
        version: agreementVersions.version,
        name: agreementAcceptances.name,
        acceptedAt: agreementAcceptances.acceptedAt,
      })
      .from(agreementAcceptances)
      .innerJoin(agreementVersions, eq(agreementVersions.id, agreementAcceptances.versionId))
      .where(and(eq(agreementAcceptances.companyId, companyId), inArray(agreementVersions.agreementId, ids))),
  ]);
  return applying.map((agreement) => {
    const latest = Math.max(0, ...versions.filter((v) => v.agreementId === agreement.id).map((v) => v.version)) || null;
    const mine = accepted.filter((a) => a.agreementId === agreement.id).sort((a, b) => b.version - a.version)[0];
    const state: CompanyAgreement['state'] = latest === null ? 'unpublished' : mine && mine.version >= latest ? 'accepted' : 'pending';
    return {
      id: agreement.id,
      name: agreement.name,
      active: agreement.active,
      latestVersion: latest,
      acceptedVersion: mine?.version ?? null,
      acceptedAt: mine?.acceptedAt.toISOString() ?? null,
      acceptedBy: mine?.name ?? '',
      state,
    };
  });
}

/** A course's title in the locale, English where untranslated. */
const courseTitle = (locale: Locale) => {
  const own = courses[`title_${toLocaleCode(locale)}`];
  return sql<string | null>`coalesce(nullif(trim(${own}), ''), nullif(trim(${courses.title_EN}), ''))`;
};

/** The training certificates of the company's staff (holders who are its members), newest first. */
export async function companyCertificates(deps: AppDeps, companyId: number, locale: Locale): Promise<CompanyStaffCertificate[]> {
  const rows = await deps.db
    .select({
      id: certificates.id,
      number: certificates.number,
      holderId: certificates.holderId,
      holderName: users.name,
      course: courseTitle(locale),
      issuedOn: certificates.issuedOn,
      expiresOn: certificates.expiresOn,
      revokedAt: certificates.revokedAt,
      supersededById: certificates.supersededById,
    })
    .from(certificates)
    .innerJoin(users, eq(users.id, certificates.holderId))
    .leftJoin(courses, eq(courses.id, certificates.courseId))
    .where(and(eq(users.companyId, companyId), eq(certificates.kind, 'training')))
    .orderBy(desc(certificates.issuedOn), desc(certificates.id))
    .limit(COMPANY_CERTIFICATES_LIMIT);
  const today = isoDay();
  return rows.map(({ revokedAt, supersededById, ...row }) => ({
    ...row,
    course: row.course ?? '',
    state: certificateState({ expiresOn: row.expiresOn, revokedAt, supersededById }, today),
  }));
}

type EditableFields = Omit<CompanyUpdate, 'id' | 'areas'>;

/** The fields of the company's page that the back office edits: as stored (its country may be unset) or as saved. */
export function editableFields<T extends Record<keyof EditableFields, unknown>>(company: T): Pick<T, keyof EditableFields> {
  const { name, countryId, email, telephone, tier, pricelistId, sales, training, repairs, service, nextAuditOn, disabled } = company;
  return { name, countryId, email, telephone, tier, pricelistId, sales, training, repairs, service, nextAuditOn, disabled };
}

/** /admin/distributors/distributors/{id}: the company, its areas, users, agreements, staff certificates and profile. */
export async function getCompany(deps: AppDeps, id: number, locale: Locale): Promise<CompanyDetail> {
  const [row] = await deps.db
    .select({ company: companies, country: countries.name, pricelistName: pricelists.name })
    .from(companies)
    .leftJoin(countries, eq(countries.id, companies.countryId))
    .leftJoin(pricelists, eq(pricelists.id, companies.pricelistId))
    .where(eq(companies.id, id));
  if (!row) throw notFound('Company');
  const { company } = row;
  const [areas, members, agreementRows, certificateRows, profiles] = await Promise.all([
    deps.db
      .select({ id: countries.id, name: countries.name })
      .from(companyAreas)
      .innerJoin(countries, eq(countries.id, companyAreas.countryId))
      .where(eq(companyAreas.companyId, id))
      .orderBy(asc(countries.name)),
    deps.db
      .select({ id: users.id, name: users.name, email: users.email, role: users.role, disabled: users.disabled })
      .from(users)
      .where(eq(users.companyId, id))
      .orderBy(sql`${users.name} COLLATE NOCASE`, asc(users.id)),
    companyAgreements(deps, id),
    companyCertificates(deps, id, locale),
    deps.db
      .select({ id: dealers.id, name: dealers.name, country: countries.name, published: dealers.published })
      .from(dealers)
      .leftJoin(countries, eq(countries.id, dealers.countryId))
      .where(eq(dealers.companyId, id))
      .orderBy(asc(dealers.name), asc(dealers.id)),
  ]);
  return {
    id: company.id,
    ...editableFields(company),
    family: company.family,
    country: row.country === null ? '' : countryLabel(row.country, locale),
    pricelistName: row.pricelistName,
    createdAt: company.createdAt.toISOString(),
    areas: labelCountries(areas, locale).map(({ id, label }) => ({ id, name: label })),
    // A role outside the table cannot be stored through this product; shown as the least privileged if it ever is.
    users: members.map((member) => ({ ...member, role: isRole(member.role) ? member.role : 'user' })),
    agreements: agreementRows,
    certificates: certificateRows,
    dealers: profiles.map((profile) => ({ ...profile, country: profile.country === null ? '' : countryLabel(profile.country, locale) })),
  };
}
