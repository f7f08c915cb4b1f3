import { COURSE_STATUSES, type CourseStatus } from '../../../shared/courses/enums';
import type { EnrollableCourse, StaffCourse, StaffMember } from '../../../shared/courses/portal.schema';

/** The status filter: one of the course statuses, "not enrolled" (on the chosen course, or on any), or '' for all. */
export type StatusFilter = CourseStatus | 'not-enrolled' | '';
export const STATUS_FILTERS = [...COURSE_STATUSES, 'not-enrolled'] as const;

export interface StaffFilter {
  courseId: number | null;
  status: StatusFilter;
}

export const NO_FILTER: StaffFilter = { courseId: null, status: '' };

/** One member as the table shows them: the courses that match the filter (none: "not enrolled" is shown). */
export interface StaffRow {
  member: StaffMember;
  courses: StaffCourse[];
}

export function isStatusFilter(value: string): value is StatusFilter {
  return value === '' || (STATUS_FILTERS as readonly string[]).includes(value);
}

/**
 * The members and courses the filters leave. Without a filter every member is listed, enrolled or not; with a course
 * or a status, only members with a matching course (their other courses hidden). "Not enrolled" lists the members
 * without any course, or without the chosen course.
 */
export function filterStaff(staff: readonly StaffMember[], filter: StaffFilter): StaffRow[] {
  const onCourse = (course: StaffCourse) => filter.courseId === null || course.courseId === filter.courseId;
  if (filter.status === 'not-enrolled') {
    return staff.filter((member) => !member.courses.some(onCourse)).map((member) => ({ member, courses: [] }));
  }
  if (filter.courseId === null && filter.status === '') return staff.map((member) => ({ member, courses: member.courses }));
  return staff
    .map((member) => ({ member, courses: member.courses.filter((course) => onCourse(course) && (filter.status === '' || course.status === filter.status)) }))
    .filter((row) => row.courses.length > 0);
}

/** The courses to filter by: those open for enrolment and any a member is on (an unpublished one too), by title. */
export function filterCourses(staff: readonly StaffMember[], enrollable: readonly EnrollableCourse[]): EnrollableCourse[] {
  const byId = new Map<number, string>(enrollable.map((course) => [course.id, course.title]));
  for (const member of staff) for (const course of member.courses) if (!byId.has(course.courseId)) byId.set(course.courseId, course.title);
  return [...byId].map(([id, title]) => ({ id, title })).sort((a, b) => a.title.localeCompare(b.title));
}
