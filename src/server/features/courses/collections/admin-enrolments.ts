import { eq, inArray, sql } from 'drizzle-orm';
import { ATTEMPT_WINDOW_MS } from '../../../../shared/courses/enums';
import { adminEnrolmentsResource } from '../../../../shared/courses/collections/admin-enrolments';
import { certificates, companies, courseAttempts, courseEnrolments, courses, users } from '../../../db/schema';
import type { AppDeps } from '../../../deps';
import { planSearch } from '../../../db/search-index';
import { validationError } from '../../../errors';
import { USERS_SEARCH } from '../../users/search';
import { courseChoicesForAdmin } from '../admin-course-read';
import { USERS_SEARCH_CAP } from '../admin-enrolments';
import { certificateStateSql } from '../../certificates/collections/state';
import { enrolmentCertificate } from './course-status';
import { qualified } from '../../../collections/qualified';
import type { ServerResource } from '../../../collections/types';
import type { Ctx } from '../../../service-context';

const learner = (column: Parameters<typeof qualified>[0]) => sql`(select ${qualified(column)} from ${users} where ${qualified(users.id)} = ${qualified(courseEnrolments.userId)})`;
const ofEnrolment = sql`${qualified(courseAttempts.enrolmentId)} = ${qualified(courseEnrolments.id)}`;

/**
 * The row's values besides its own columns, for the page's rows only. `attemptsInWindow` counts the attempts started
 * in the last 24 hours and after any reset: the moment is taken per request, as the limit itself is checked.
 */
function enrolmentValues() {
  const windowStart = Date.now() - ATTEMPT_WINDOW_MS;
  return {
    learnerName: learner(users.name),
    learnerEmail: learner(users.email),
    learnerCompany: sql<string | null>`(select ${qualified(companies.name)} from ${users} join ${companies} on ${qualified(companies.id)} = ${qualified(users.companyId)}
      where ${qualified(users.id)} = ${qualified(courseEnrolments.userId)})`,
    attemptsPerDay: sql<number>`(select ${qualified(courses.attemptsPerDay)} from ${courses} where ${qualified(courses.id)} = ${qualified(courseEnrolments.courseId)})`,
    attemptsInWindow: sql<number>`(select count(*) from ${courseAttempts} where ${ofEnrolment}
      and ${qualified(courseAttempts.startedAt)} > max(${windowStart}, coalesce(${qualified(courseEnrolments.limitResetAt)}, 0)))`,
    hasPassedAttempt: sql<boolean>`exists (select 1 from ${courseAttempts} where ${ofEnrolment} and ${qualified(courseAttempts.passed)} = 1)`.mapWith(
      (value: unknown) => Number(value) === 1,
    ),
    certificateNumber: enrolmentCertificate(sql`${qualified(certificates.number)}`),
    certificateState: enrolmentCertificate(certificateStateSql),
  };
}

/** The learners whose name or e-mail holds the term: the users' trigram index (or LIKE for a common term). */
async function searchCondition(term: string, deps: AppDeps) {
  const { condition } = await planSearch(deps.db, USERS_SEARCH, term, USERS_SEARCH_CAP);
  return inArray(courseEnrolments.userId, deps.db.select({ id: users.id }).from(users).where(condition));
}

/** A course filter's value as a course id (the relation filter already let only a positive integer through). */
function courseCondition(value: string) {
  const id = Number(value);
  if (!Number.isSafeInteger(id) || id <= 0) throw validationError({ 'filters.course': ['Unknown value.'] });
  return eq(courseEnrolments.courseId, id);
}

/**
 * The server half of /admin/courses/users: every enrolment of every learner. Global: only admins list it. The
 * enrolments change through features/courses/admin-enrolment-actions.ts; the learner's own flow through the course.
 */
export const adminEnrolmentsCollection = {
  def: adminEnrolmentsResource,
  table: courseEnrolments,
  scope: 'global',
  relations: { courseId: 'courses' },
  computed: enrolmentValues,
  search: searchCondition,
  filterConditions: { course: courseCondition },
  // Every course (the lookup's default is its first 20), also the enrol dialog's choices.
  filterOptions: { course: (ctx: Ctx<'deps' | 'actor' | 'locale'>) => courseChoicesForAdmin(ctx.deps, ctx.locale) },
} satisfies ServerResource;
