import { and, desc, eq, sql } from 'drizzle-orm';
import { can } from '../../../shared/auth/policy';
import { CertificateContentSchema, type CertificateContent } from '../../../shared/certificates/certificate.schema';
import { certificateState, todayIso } from '../../../shared/certificates/states';
import { toLocaleCode, type Locale } from '../../../shared/locales';
import type { CompanyCertificates, IssuedCalibrationCertificate, StaffTrainingCertificate } from '../../../shared/portal/certificates.types';
import type { Actor } from '../../auth/actor';
import type { AppDeps } from '../../deps';
import { certificates, companies, courses, serials, serviceRecords, users } from '../../db/schema';
import { companyScope } from '../scope';

/** More rows than a company's page needs; an admin (every company) sees the newest this many of each kind. */
export const PORTAL_CERTIFICATES_LIMIT = 500;

/** The frozen content, or null when it cannot be read (never a 500 for one odd row). */
function contentOf(raw: string): CertificateContent | null {
  try {
    const parsed = CertificateContentSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** A course's title in the locale, English where untranslated; null when the certificate has no (remaining) course. */
function courseTitleIn(locale: Locale) {
  const own = courses[`title_${toLocaleCode(locale)}`];
  return sql<string | null>`coalesce(nullif(trim(${own}), ''), nullif(trim(${courses.title_EN}), ''))`;
}

const standing = {
  id: certificates.id,
  number: certificates.number,
  issuedOn: certificates.issuedOn,
  expiresOn: certificates.expiresOn,
  revokedAt: certificates.revokedAt,
  supersededById: certificates.supersededById,
  content: certificates.content,
};

/**
 * The training certificates of the company's staff: certificates of kind 'training' whose holder is a member of the
 * actor's company (companyScope on users.companyId; an admin sees every company's staff). Newest first.
 */
async function staffTraining(deps: AppDeps, actor: Actor, locale: Locale, today: string): Promise<StaffTrainingCertificate[]> {
  const rows = await deps.db
    .select({ ...standing, holderName: users.name, companyName: companies.name, courseTitle: courseTitleIn(locale) })
    .from(certificates)
    .innerJoin(users, eq(users.id, certificates.holderId))
    .innerJoin(companies, eq(companies.id, users.companyId))
    .leftJoin(courses, eq(courses.id, certificates.courseId))
    .where(and(eq(certificates.kind, 'training'), companyScope(actor, users.companyId)))
    .orderBy(desc(certificates.issuedOn), desc(certificates.id))
    .limit(PORTAL_CERTIFICATES_LIMIT);
  return rows.map((row) => {
    const content = contentOf(row.content);
    return {
      id: row.id,
      number: row.number,
      holderName: row.holderName,
      companyName: row.companyName,
      course: row.courseTitle ?? (content?.kind === 'training' ? content.course.title : ''),
      issuedOn: row.issuedOn,
      expiresOn: row.expiresOn,
      state: certificateState(row, today),
    };
  });
}

/**
 * The calibration certificates the actor's company issued as a service centre: those of a service record whose
 * companyId is the company (companyScope on serviceRecords.companyId; an admin sees every partner's, never Voltara's
 * own laboratory's, whose records have no company). Newest first.
 */
async function issuedCalibrations(deps: AppDeps, actor: Actor, today: string): Promise<IssuedCalibrationCertificate[]> {
  const rows = await deps.db
    .select({ ...standing, serialNumber: serials.number, companyName: companies.name })
    .from(certificates)
    .innerJoin(serviceRecords, eq(serviceRecords.id, certificates.serviceRecordId))
    .innerJoin(companies, eq(companies.id, serviceRecords.companyId))
    .leftJoin(serials, eq(serials.id, certificates.serialId))
    .where(and(eq(certificates.kind, 'calibration'), companyScope(actor, serviceRecords.companyId)))
    .orderBy(desc(certificates.issuedOn), desc(certificates.id))
    .limit(PORTAL_CERTIFICATES_LIMIT);
  return rows.map((row) => {
    const content = contentOf(row.content);
    const calibration = content?.kind === 'calibration' ? content : null;
    return {
      id: row.id,
      number: row.number,
      instrument: calibration?.instrument.name ?? '',
      serialNumber: row.serialNumber ?? calibration?.instrument.serial ?? '',
      customer: calibration ? calibration.customer.company || calibration.customer.name : '',
      companyName: row.companyName,
      issuedOn: row.issuedOn,
      expiresOn: row.expiresOn,
      state: certificateState(row, today),
    };
  });
}

/**
 * /portal/certificates: the company's staff training certificates and, for a role with service access, the
 * calibration certificates the company issued. Exactly what the actor may download (certificates/read.ts
 * certificateForDownload): a role without service access gets `calibration: null`, not a list of links that 404.
 */
export async function companyCertificates(deps: AppDeps, actor: Actor, locale: Locale): Promise<CompanyCertificates> {
  const today = todayIso();
  const [training, calibration] = await Promise.all([
    staffTraining(deps, actor, locale, today),
    can(actor, 'portal:services') ? issuedCalibrations(deps, actor, today) : Promise.resolve(null),
  ]);
  return { training, calibration };
}
