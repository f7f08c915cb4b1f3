import type { z } from 'zod';
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import { isRole } from '../../../shared/auth/roles';
import { todayIso } from '../../../shared/certificates/states';
import {
  EnrolColleagueSchema,
  type ColleagueEnrolment,
  type EnrollableCourse,
  type StaffCourse,
  type StaffMember,
} from '../../../shared/courses/portal.schema';
import { courseStatus } from '../../../shared/courses/status';
import { toLocaleCode, type Locale } from '../../../shared/locales';
import type { Actor } from '../../auth/actor';
import type { AppDeps } from '../../deps';
import { certificates, companies, courseEnrolments, courses, users } from '../../db/schema';
import { DomainError } from '../../errors';
import { auditInsert } from '../audit';
import { databaseErrorMatches } from '../admin-users/rules';
import { companyScope } from '../scope';

/** The audit log's section for enrolments made by a partner's manager (or an admin) from the portal. */
export const PORTAL_ENROLMENT_SECTION = 'portal.course-enrolments';

interface PortalCourseMessages {
  alreadyEnrolled: string;
  colleagueNotFound: string;
  courseNotFound: string;
}

/** What the manager is told when an enrolment is refused, in the request's language. */
export const PORTAL_COURSE_MESSAGES: Record<Locale, PortalCourseMessages> = {
  en: {
    alreadyEnrolled: 'Already enrolled in this course.',
    colleagueNotFound: 'This colleague was not found.',
    courseNotFound: 'This course was not found.',
  },
  de: {
    alreadyEnrolled: 'Bereits in diesem Kurs eingeschrieben.',
    colleagueNotFound: 'Dieser Kollege wurde nicht gefunden.',
    courseNotFound: 'Dieser Kurs wurde nicht gefunden.',
  },
  es: {
    alreadyEnrolled: 'Ya está inscrito en este curso.',
    colleagueNotFound: 'No se ha encontrado a este compañero.',
    courseNotFound: 'No se ha encontrado este curso.',
  },
  fr: {
    alreadyEnrolled: 'Déjà inscrit à ce cours.',
    colleagueNotFound: 'Ce collègue est introuvable.',
    courseNotFound: 'Ce cours est introuvable.',
  },
  nl: {
    alreadyEnrolled: 'Al ingeschreven voor deze cursus.',
    colleagueNotFound: 'Deze collega is niet gevonden.',
    courseNotFound: 'Deze cursus is niet gevonden.',
  },
  pt: {
    alreadyEnrolled: 'Já está inscrito neste curso.',
    colleagueNotFound: 'Este colega não foi encontrado.',
    courseNotFound: 'Este curso não foi encontrado.',
  },
};

/** A course's title in the locale, English where it is untranslated (read in SQL: only two columns leave the row). */
function titleIn(locale: Locale) {
  const own = courses[`title_${toLocaleCode(locale)}`];
  return sql<string>`coalesce(nullif(trim(${own}), ''), ${courses.title_EN})`;
}

/**
 * The staff of the actor's company, each with their courses. Rows are scoped by the member's company
 * (companyScope on users.companyId): a partner's manager sees their own company only; an admin sees every company's
 * staff, each with the company's name. Accounts without a company (customers, users, admins) are never listed.
 */
export async function listStaffCourses(deps: AppDeps, actor: Actor, locale: Locale): Promise<StaffMember[]> {
  const staffOnly = and(companyScope(actor, users.companyId), isNotNull(users.companyId));
  const members = await deps.db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      role: users.role,
      disabled: users.disabled,
      companyId: companies.id,
      companyName: companies.name,
    })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(staffOnly)
    .orderBy(asc(companies.name), sql`${users.name} collate nocase`, asc(users.id));
  const enrolments = await deps.db
    .select({
      enrolmentId: courseEnrolments.id,
      userId: courseEnrolments.userId,
      courseId: courseEnrolments.courseId,
      startedAt: courseEnrolments.startedAt,
      attemptCount: courseEnrolments.attemptCount,
      lastScore: courseEnrolments.lastScore,
      passedAt: courseEnrolments.passedAt,
      title: titleIn(locale),
      passingScore: courses.passingScore,
      certificateId: certificates.id,
      certificateNumber: certificates.number,
      expiresOn: certificates.expiresOn,
      revokedAt: certificates.revokedAt,
      supersededById: certificates.supersededById,
    })
    .from(courseEnrolments)
    .innerJoin(users, eq(users.id, courseEnrolments.userId))
    .innerJoin(courses, eq(courses.id, courseEnrolments.courseId))
    .leftJoin(certificates, eq(certificates.id, courseEnrolments.certificateId))
    .where(staffOnly)
    .orderBy(asc(courses.sort), asc(courses.id));
  const today = todayIso();
  const byUser = new Map<string, StaffCourse[]>();
  for (const row of enrolments) {
    const hasCertificate = row.certificateId !== null;
    const course: StaffCourse = {
      enrolmentId: row.enrolmentId,
      courseId: row.courseId,
      title: row.title,
      status: courseStatus(
        {
          startedAt: row.startedAt,
          attemptCount: row.attemptCount,
          lastScore: row.lastScore,
          passingScore: row.passingScore,
          passedAt: row.passedAt,
          certificateExpiresOn: row.expiresOn ?? null,
          certificateRevokedOrSuperseded: hasCertificate && (row.revokedAt !== null || row.supersededById !== null),
        },
        today,
      ),
      score: row.lastScore,
      passingScore: row.passingScore,
      expiresOn: row.expiresOn ?? null,
      passedOn: row.passedAt ? row.passedAt.toISOString().slice(0, 10) : null,
      certificateNumber: row.certificateNumber ?? null,
    };
    byUser.set(row.userId, [...(byUser.get(row.userId) ?? []), course]);
  }
  return members.map((member) => ({
    id: member.id,
    name: member.name,
    email: member.email,
    role: isRole(member.role) ? member.role : 'user',
    companyId: member.companyId,
    companyName: member.companyName,
    active: !member.disabled,
    courses: byUser.get(member.id) ?? [],
  }));
}

/** The courses a colleague can be enrolled on: the published ones, in the catalogue's order, titled in the locale. */
export async function listEnrollableCourses(deps: AppDeps, locale: Locale): Promise<EnrollableCourse[]> {
  return deps.db
    .select({ id: courses.id, title: titleIn(locale) })
    .from(courses)
    .where(eq(courses.published, true))
    .orderBy(asc(courses.sort), asc(courses.id));
}

/**
 * Enrols a colleague of the actor's company on a published course. A user of another company (or none) is "not
 * found", exactly as one that does not exist, so the answer reveals nothing about other companies. The enrolment
 * records who made it and the learner's company, and commits with its audit entry.
 */
export async function enrolColleague(deps: AppDeps, actor: Actor, data: z.output<typeof EnrolColleagueSchema>, locale: Locale): Promise<ColleagueEnrolment> {
  const messages = PORTAL_COURSE_MESSAGES[locale];
  const [colleague] = await deps.db
    .select({ id: users.id, companyId: users.companyId, disabled: users.disabled })
    .from(users)
    .where(and(eq(users.id, data.userId), companyScope(actor, users.companyId), isNotNull(users.companyId)));
  if (!colleague || colleague.companyId === null || colleague.disabled) throw new DomainError(404, messages.colleagueNotFound);
  const [course] = await deps.db
    .select({ id: courses.id })
    .from(courses)
    .where(and(eq(courses.id, data.courseId), eq(courses.published, true)));
  if (!course) throw new DomainError(404, messages.courseNotFound);
  const alreadyEnrolled = () => new DomainError(409, messages.alreadyEnrolled, { courseId: [messages.alreadyEnrolled] });
  const [existing] = await deps.db
    .select({ id: courseEnrolments.id })
    .from(courseEnrolments)
    .where(and(eq(courseEnrolments.courseId, course.id), eq(courseEnrolments.userId, colleague.id)));
  if (existing) throw alreadyEnrolled();
  const values = { courseId: course.id, userId: colleague.id, enrolledBy: actor.id, companyId: colleague.companyId };
  try {
    const [[row]] = await deps.db.batch([
      deps.db.insert(courseEnrolments).values(values).returning({ id: courseEnrolments.id }),
      auditInsert(deps, actor, {
        section: PORTAL_ENROLMENT_SECTION,
        action: 'create',
        recordId: sql`cast(last_insert_rowid() as text)`,
        changes: sql`json_set(${JSON.stringify(values)}, '$.id', last_insert_rowid())`,
      }),
    ]);
    return { enrolmentId: row!.id, userId: colleague.id, courseId: course.id };
  } catch (error) {
    // Two managers enrolling the same colleague at once: the unique (course, user) index refuses the second.
    if (databaseErrorMatches(error, /UNIQUE constraint failed: course_enrolments\./)) throw alreadyEnrolled();
    throw error;
  }
}
