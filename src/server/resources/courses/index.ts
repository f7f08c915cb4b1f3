import { adminCoursesCollection } from './admin-courses';
import { adminEnrolmentsCollection } from './admin-enrolments';

/** The training courses' collections of the admin area, by name (mounted beside their workflows: admin.courses, admin.enrolments). */
export const COURSE_SERVER_RESOURCES = { adminCourses: adminCoursesCollection, adminEnrolments: adminEnrolmentsCollection };
