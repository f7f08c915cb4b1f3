import { describe, expect, it } from 'vitest';
import type { CourseStatus } from '../../src/shared/courses/enums';
import type { StaffCourse, StaffMember } from '../../src/shared/courses/portal.schema';
import { filterCourses, filterStaff, isStatusFilter, NO_FILTER } from '../../src/client/portal/courses/staff-filter';

let next = 1;
const course = (courseId: number, status: CourseStatus, title = `Course ${courseId}`): StaffCourse => ({
  enrolmentId: next++, courseId, title, status, score: null, passingScore: 80, expiresOn: null, passedOn: null, certificateNumber: null,
});
const member = (name: string, courses: StaffCourse[]): StaffMember => ({
  id: name, name, email: `${name}@x.test`, role: 'distributor-junior', companyId: 1, companyName: 'A', active: true, courses,
});
const staff = [
  member('ann', [course(1, 'passed'), course(2, 'failed')]),
  member('bob', [course(1, 'in-progress')]),
  member('cat', []),
];
const names = (rows: ReturnType<typeof filterStaff>) => rows.map((row) => [row.member.name, row.courses.map((c) => c.courseId)]);

describe('the staff filter of /portal/courses', () => {
  it('lists everyone, enrolled or not, without a filter', () => {
    expect(names(filterStaff(staff, NO_FILTER))).toEqual([['ann', [1, 2]], ['bob', [1]], ['cat', []]]);
  });

  it('keeps the members with a matching course, showing only the matching courses', () => {
    expect(names(filterStaff(staff, { courseId: 1, status: '' }))).toEqual([['ann', [1]], ['bob', [1]]]);
    expect(names(filterStaff(staff, { courseId: null, status: 'failed' }))).toEqual([['ann', [2]]]);
    expect(names(filterStaff(staff, { courseId: 1, status: 'failed' }))).toEqual([]);
  });

  it('"not enrolled" lists members without any course, or without the chosen one', () => {
    expect(names(filterStaff(staff, { courseId: null, status: 'not-enrolled' }))).toEqual([['cat', []]]);
    expect(names(filterStaff(staff, { courseId: 2, status: 'not-enrolled' }))).toEqual([['bob', []], ['cat', []]]);
  });

  it('offers the enrollable courses and any course a member is on, by title', () => {
    const options = filterCourses([member('dan', [course(9, 'passed', 'Archived course')])], [{ id: 1, title: 'Spark testing' }]);
    expect(options).toEqual([{ id: 9, title: 'Archived course' }, { id: 1, title: 'Spark testing' }]);
  });

  it('accepts only known status filters', () => {
    expect(['', 'passed', 'not-enrolled'].every(isStatusFilter)).toBe(true);
    expect(isStatusFilter('deleted')).toBe(false);
  });
});
