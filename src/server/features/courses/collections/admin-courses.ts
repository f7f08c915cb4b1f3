import { eq, sql, type SQL } from 'drizzle-orm';
import { LOCALE_CODES } from '../../../../shared/locales';
import { adminCoursesResource } from '../../../../shared/courses/collections/admin-courses';
import type { ResourceRecord } from '../../../../shared/collections/types';
import { courseEnrolments, courseQuestions, courses } from '../../../db/schema';
import { containsAny } from '../../../list';
import { courseForAdmin } from '../admin-course-read';
import { qualified } from '../../../collections/qualified';
import type { ServerResource } from '../../../collections/types';
import type { Ctx } from '../../../service-context';

const ofCourse = (column: Parameters<typeof qualified>[0]) => sql`${column} = ${qualified(courses.id)}`;

/** A part of the title in any of its languages (an admin may type the English or the German one). */
function searchCondition(term: string): SQL {
  return containsAny(LOCALE_CODES.map((code) => qualified(courses[`title_${code}`])), term)!;
}

/**
 * The server half of /admin/courses/courses: every course (a few dozen at most, so the counts are correlated
 * subqueries over the page's rows, served by the course indexes of course_questions and course_enrolments). Global:
 * only admins list it. Created and saved by features/courses/admin-course-create.ts and admin-course-save.ts.
 */
export const adminCoursesCollection = {
  def: adminCoursesResource,
  table: courses,
  scope: 'global',
  computed: {
    // The English title names a course where one name is needed (the row's label); the screen shows the reader's.
    title: sql<string>`${qualified(courses.title_EN)}`,
    questionCount: sql<number>`(select count(*) from ${courseQuestions} where ${ofCourse(courseQuestions.courseId)})`,
    enrolments: sql<number>`(select count(*) from ${courseEnrolments} where ${ofCourse(courseEnrolments.courseId)})`,
  },
  // The hours are text ("4", "1.5"): ordered by their number, not letter by letter ("10" after "4").
  sortBy: { hours: sql`cast(${qualified(courses.hours)} as real)` },
  search: searchCondition,
  filterConditions: { status: (value) => eq(courses.published, value === 'published') },
} satisfies ServerResource;

/** admin.courses.get: the course editor's course (texts, files, questions), after collectionDetail found it. */
export function adminCourseView(ctx: Ctx<'deps' | 'actor' | 'locale'>, record: ResourceRecord) {
  return courseForAdmin(ctx.deps, record.id);
}
