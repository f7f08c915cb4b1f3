import { and, eq, sql, type SQL } from 'drizzle-orm';
import { LOCALE_CODES } from '../../../../shared/locales';
import { accountCoursesResource } from '../../../../shared/courses/collections/account-courses';
import type { Actor } from '../../../auth/actor';
import { courseEnrolments, courses } from '../../../db/schema';
import { containsAny } from '../../../list';
import { enrolmentStatusSql } from './course-status';
import { qualified } from '../../../collections/qualified';
import type { ServerResource } from '../../../collections/types';

const course = (column: SQL) => sql`(select ${column} from ${courses} where ${courses.id} = ${qualified(courseEnrolments.courseId)})`;

/** A course's title containing the term, in any of its languages (the reader may type the English one). */
function searchCondition(term: string): SQL {
  return containsAny(LOCALE_CODES.map((code) => course(sql`${courses[`title_${code}`]}`)), term)!;
}

/**
 * The server half of /account/courses: the enrolments of the signed-in account (course_enrolments.userId) on published
 * courses; an unpublished course is withdrawn from its learners (its page answers "not found" too). Everyone, admins
 * included, lists their own enrolments only: the back office follows every learner's under /admin/courses/users.
 */
export const accountCoursesCollection = {
  def: accountCoursesResource,
  table: courseEnrolments,
  scope: 'owner',
  scopeKey: 'userId',
  holds: (actor: Actor | null) =>
    actor ? and(eq(courseEnrolments.userId, actor.id), sql`${course(sql`${courses.published}`)} = 1`) : undefined,
  relations: { courseId: 'courses' },
  computed: {
    status: enrolmentStatusSql,
    catalogueOrder: course(sql`${courses.sort}`),
  },
  search: searchCondition,
} satisfies ServerResource;
