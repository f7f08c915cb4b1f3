import { adminCoursesResource } from '../../courses/collections/admin-courses';
import { adminEnrolmentsResource } from '../../courses/collections/admin-enrolments';

/** The training courses' collections of the admin area (the portal's and the account's live with their faces). */
export const COURSE_RESOURCES = { adminCourses: adminCoursesResource, adminEnrolments: adminEnrolmentsResource } as const;
