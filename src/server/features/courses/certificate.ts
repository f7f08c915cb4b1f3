import { eq } from 'drizzle-orm';
import { addMonths } from '../../../shared/certificates/states';
import { isoDay } from '../../../shared/format/iso-days';
import type { TrainingContent } from '../../../shared/certificates/certificate.schema';
import { LOCALES, localizedField, type Locale } from '../../../shared/locales';
import type { AppDeps } from '../../deps';
import { courseEnrolments, courses, profiles, users, companies } from '../../db/schema';
import { issueCertificate, type IssuedCertificate } from '../certificates/issue';
import { VOLTARA_TRAINING_ISSUER } from '../certificates/content';
import { serverTexts } from '../../texts';

export interface CoursePass {
  /** The day of the passing attempt (YYYY-MM-DD): the certificate's date and the start of its validity. */
  passedOn: string;
  score: number;
  issuedBy: string | null;
  /** The certificate this one replaces (a renewal or a corrected name); it is marked superseded in the same batch. */
  supersedes?: number;
  /** Defaults to the pass date plus the course's validity; a reissue keeps the original expiry. */
  expiresOn?: string;
  /** Defaults to today; the demo data backdates the certificates of past passes. */
  issuedOn?: string;
}

/** The head of training, who signs training certificates. */
export const TRAINING_SIGNATORY = 'Daniel Price';

const asLocale = (value: string | null | undefined): Locale => (LOCALES as readonly string[]).includes(value ?? '') ? (value as Locale) : 'en';

/**
 * Issues the training certificate of an enrolment from a pass: in the learner's language, named as the learner is
 * named now, valid for the course's months. The caller has established the pass (only a passed attempt, or the
 * renewal of a certificate that came from one, reaches here). The enrolment points at the new certificate.
 */
export async function issueCourseCertificate(deps: AppDeps, enrolmentId: number, pass: CoursePass): Promise<IssuedCertificate> {
  const [row] = await deps.db
    .select({ enrolment: courseEnrolments, course: courses, user: users, profile: profiles, company: companies.name })
    .from(courseEnrolments)
    .innerJoin(courses, eq(courses.id, courseEnrolments.courseId))
    .innerJoin(users, eq(users.id, courseEnrolments.userId))
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(eq(courseEnrolments.id, enrolmentId));
  if (!row) throw new Error(`enrolment ${enrolmentId} not found`);
  const locale = asLocale(row.user.locale);
  const content: TrainingContent = {
    kind: 'training',
    laboratory: VOLTARA_TRAINING_ISSUER,
    learner: { name: row.user.name, company: row.company ?? row.profile?.companyName ?? '' },
    course: { title: localizedField(row.course, 'title', locale), hours: row.course.hours },
    passedOn: pass.passedOn,
    scorePct: pass.score,
    signatory: { name: TRAINING_SIGNATORY, role: serverTexts(locale).pdf.statements.signatoryRole.training },
  };
  const issued = await issueCertificate(
    deps.db,
    {
      kind: 'training',
      holderId: row.user.id,
      courseId: row.course.id,
      locale,
      issuedOn: pass.issuedOn ?? isoDay(),
      expiresOn: pass.expiresOn ?? addMonths(pass.passedOn, row.course.validityMonths),
      content,
      issuedBy: pass.issuedBy,
    },
    pass.supersedes,
  );
  await deps.db
    .update(courseEnrolments)
    .set({ certificateId: issued.id })
    .where(eq(courseEnrolments.id, enrolmentId));
  return issued;
}
