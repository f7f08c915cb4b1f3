import { adminCoursesCollection } from '../../features/courses/collections/admin-courses';
import { adminEnrolmentsCollection } from '../../features/courses/collections/admin-enrolments';

/** The training courses' collections of the admin area, by name (mounted beside their workflows: admin.courses, admin.enrolments). */
export const COURSE_SERVER_RESOURCES = { adminCourses: adminCoursesCollection, adminEnrolments: adminEnrolmentsCollection };
