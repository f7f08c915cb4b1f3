import { countMatches, offsetPage } from '../../list';
import type { z } from 'zod';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { certificateState, todayIso } from '../../../shared/certificates/states';
import { CourseUserSearchSchema, EnrolmentListSchema } from '../../../shared/courses/admin.schema';
import type { AdminEnrolmentPage, CourseUserOption } from '../../../shared/courses/admin.types';
import { ATTEMPT_WINDOW_MS } from '../../../shared/courses/enums';
import { localizedField, type Locale } from '../../../shared/locales';
import type { AppDeps } from '../../deps';
import { certificates, companies, courseEnrolments, courses, users } from '../../db/schema';
import { planSearch } from '../../db/search-index';
import { USERS_SEARCH } from '../admin-users/search';

/** Above this many matching users a term is searched by LIKE rather than the trigram index (see planSearch). */
const USERS_SEARCH_CAP = 2000;
const USER_OPTIONS = 20;

const iso = (value: Date | null) => value?.toISOString() ?? null;

/**
 * /admin/courses/users: who is enrolled where, newest enrolment first, filtered by course and searched by the
 * learner's name or e-mail, a page at a time with the total. Each row says whether a passed attempt exists (the only way to
 * a certificate) and how many attempts count towards today's limit.
 */
export async function listEnrolmentsForAdmin(deps: AppDeps, query: z.output<typeof EnrolmentListSchema>, locale: Locale, now = new Date()): Promise<AdminEnrolmentPage> {
  const search = query.q ? (await planSearch(deps.db, USERS_SEARCH, query.q, USERS_SEARCH_CAP)).condition : undefined;
  const where = and(query.courseId ? eq(courseEnrolments.courseId, query.courseId) : undefined, search);
  const matches = deps.db.select({ id: courseEnrolments.id }).from(courseEnrolments).innerJoin(users, eq(users.id, courseEnrolments.userId)).where(where);
  const windowStart = now.getTime() - ATTEMPT_WINDOW_MS;
  const page = await offsetPage(query, countMatches(deps, matches), (limit, offset) =>
    deps.db
      .select({
        enrolment: courseEnrolments,
        user: { id: users.id, name: users.name, email: users.email },
        company: companies.name,
        course: courses,
        certificate: {
          id: certificates.id,
          number: certificates.number,
          issuedOn: certificates.issuedOn,
          expiresOn: certificates.expiresOn,
          revokedAt: certificates.revokedAt,
          supersededById: certificates.supersededById,
        },
        hasPassedAttempt: sql<number>`exists (select 1 from course_attempts a where a.enrolment_id = ${courseEnrolments.id} and a.passed = 1)`,
        attemptsInWindow: sql<number>`(select count(*) from course_attempts a where a.enrolment_id = ${courseEnrolments.id}
          and a.started_at > max(${windowStart}, coalesce(${courseEnrolments.limitResetAt}, 0)))`,
      })
      .from(courseEnrolments)
      .innerJoin(users, eq(users.id, courseEnrolments.userId))
      .innerJoin(courses, eq(courses.id, courseEnrolments.courseId))
      .leftJoin(companies, eq(companies.id, users.companyId))
      .leftJoin(certificates, eq(certificates.id, courseEnrolments.certificateId))
      .where(where)
      .orderBy(desc(courseEnrolments.createdAt), desc(courseEnrolments.id))
      .limit(limit)
      .offset(offset),
  );
  const today = todayIso(now);
  return {
    ...page,
    rows: page.rows.map(({ enrolment, user, company, course, certificate, hasPassedAttempt, attemptsInWindow }) => ({
      id: enrolment.id,
      course: { id: course.id, title: localizedField(course, 'title', locale), attemptsPerDay: course.attemptsPerDay },
      user: { ...user, company: company ?? '' },
      enrolledAt: enrolment.createdAt.toISOString(),
      startedAt: iso(enrolment.startedAt),
      attemptCount: enrolment.attemptCount,
      attemptsInWindow: Number(attemptsInWindow),
      lastScore: enrolment.lastScore,
      lastAttemptAt: iso(enrolment.lastAttemptAt),
      passedAt: iso(enrolment.passedAt),
      hasPassedAttempt: Boolean(hasPassedAttempt),
      limitResetAt: iso(enrolment.limitResetAt),
      certificate: certificate
        ? { id: certificate.id, number: certificate.number, issuedOn: certificate.issuedOn, expiresOn: certificate.expiresOn, state: certificateState(certificate, today) }
        : null,
    })),
  };
}

/** The enrol dialog's suggestions: active users whose name or e-mail holds the typed text (2 characters or more). */
export async function searchCourseUsers(deps: AppDeps, { q }: z.output<typeof CourseUserSearchSchema>, locale: Locale): Promise<CourseUserOption[]> {
  const { condition } = await planSearch(deps.db, USERS_SEARCH, q, USERS_SEARCH_CAP);
  return deps.db
    .select({ id: users.id, name: users.name, email: users.email, role: users.role })
    .from(users)
    .where(and(condition, eq(users.disabled, false)))
    .orderBy(asc(sql`${users.name} collate nocase`), asc(users.id))
    .limit(USER_OPTIONS);
}
