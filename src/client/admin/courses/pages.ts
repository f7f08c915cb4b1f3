import type { AdminPages } from '../page-registry';
import { CourseEditPage } from './CourseEditPage';
import { CoursesListPage } from './CoursesListPage';
import { CoursesOverviewPage } from './CoursesOverviewPage';
import { EnrolmentsPage } from './EnrolmentsPage';

/** Training courses (issue 11): the overview, the courses and one course's editor, and who is enrolled where. */
export const COURSES_PAGES: AdminPages = {
  'admin.courses': CoursesOverviewPage,
  'admin.courses.list': CoursesListPage,
  'admin.courses.edit': CourseEditPage,
  'admin.courses.users': EnrolmentsPage,
};
