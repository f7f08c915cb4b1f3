import type { z } from 'zod';
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import { EnrolColleagueSchema, type ColleagueEnrolment, type EnrollableCourse } from '../../../shared/courses/portal.schema';
import { toLocaleCode, type Locale } from '../../../shared/locales';
import { courses, users } from '../../db/schema';
import { DomainError } from '../../errors';
import { companyScope } from '../../scope';
import type { Ctx } from '../../service-context';
import { serverTexts } from '../../texts';
import { insertEnrolment } from './enrol';

/** The audit log's section for enrolments made by a partner's manager (or an admin) from the portal. */
export const PORTAL_ENROLMENT_SECTION = 'portal.course-enrolments';

/** A course's title in the locale, English where it is untranslated (read in SQL: only two columns leave the row). */
export function courseTitleIn(locale: Locale) {
  const own = courses[`title_${toLocaleCode(locale)}`];
  return sql<string>`coalesce(nullif(trim(${own}), ''), ${courses.title_EN})`;
}

/** The courses a colleague can be enrolled on: the published ones, in the catalogue's order, titled in the locale. */
export async function listEnrollableCourses(ctx: Ctx<'deps' | 'locale'>): Promise<EnrollableCourse[]> {
  const { deps, locale } = ctx;
  return deps.db
    .select({ id: courses.id, title: courseTitleIn(locale) })
    .from(courses)
    .where(eq(courses.published, true))
    .orderBy(asc(courses.sort), asc(courses.id));
}

/**
 * Enrols a colleague of the actor's company on a published course. A user of another company (or none) is "not
 * found", exactly as one that does not exist, so the answer reveals nothing about other companies. The enrolment
 * records who made it and the learner's company, and commits with its audit entry.
 */
export async function enrolColleague(ctx: Ctx<'deps' | 'actor' | 'locale'>, data: z.output<typeof EnrolColleagueSchema>): Promise<ColleagueEnrolment> {
  const { deps, actor, locale } = ctx;
  const messages = serverTexts(locale).courses.portal;
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
  const enrolmentId = await insertEnrolment(deps, actor, { courseId: course.id, learner: colleague }, { section: PORTAL_ENROLMENT_SECTION, alreadyEnrolled });
  return { enrolmentId, userId: colleague.id, courseId: course.id };
}
