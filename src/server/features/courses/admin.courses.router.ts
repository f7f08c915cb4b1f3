import {
  CourseCreateSchema,
  CourseSaveSchema,
  CourseUserSearchSchema,
  EnrolmentIdSchema,
  EnrolmentRevokeSchema,
  EnrolSchema,
} from '../../../shared/courses/admin.schema';
import { createCourse } from './admin-course-create';
import { saveCourse } from './admin-course-save';
import { courseWording } from './admin-parse';
import { enrolUser, issueEnrolmentCertificate, resetAttemptLimit, revokeEnrolmentCertificate } from './admin-enrolment-actions';
import { searchCourseUsers } from './admin-enrolments';
import { courseOverview } from './admin-overview';
import { adminCourseView, adminCoursesCollection } from './collections/admin-courses';
import { adminEnrolmentsCollection } from './collections/admin-enrolments';
import { collectionDetail, collectionProcedures } from '../../trpc/collection-router';
import { procedure, router } from '../../trpc/init';
import { inputWording } from '../../trpc/input-wording';

const admin = procedure.meta({ permission: 'admin:access' });

/**
 * /admin/courses, /courses/courses and its {id} (issue 11): the overview, the courses and their tests.
 * The courses are a collection (list, and the editor's view of one through `get`; it offers no generic writes): a
 * course is added by `create` (the workflow replaces the collection's refused one) and edited by `save`.
 */
export const adminCoursesRouter = router({
  ...collectionProcedures(adminCoursesCollection),
  get: collectionDetail(adminCoursesCollection, adminCourseView),
  overview: admin.query(({ ctx }) => courseOverview(ctx)),
  create: admin.input(CourseCreateSchema).mutation(({ ctx, input }) => createCourse(ctx, input)),
  save: admin.use(inputWording(courseWording)).input(CourseSaveSchema).mutation(({ ctx, input }) => saveCourse(ctx, input)),
});

/**
 * /admin/courses/users: the enrolments collection (list, and the course filter's choices; it offers no writes), and
 * the participants' workflows: find a user and enrol them, reset a learner's attempt limit, issue or revoke the
 * training certificate.
 */
export const adminEnrolmentsRouter = router({
  ...collectionProcedures(adminEnrolmentsCollection),
  findUsers: admin.input(CourseUserSearchSchema).query(({ ctx, input }) => searchCourseUsers(ctx, input)),
  enrol: admin.input(EnrolSchema).mutation(({ ctx, input }) => enrolUser(ctx, input)),
  resetLimit: admin.input(EnrolmentIdSchema).mutation(({ ctx, input }) => resetAttemptLimit(ctx, input)),
  issueCertificate: admin.input(EnrolmentIdSchema).mutation(({ ctx, input }) => issueEnrolmentCertificate(ctx, input)),
  revokeCertificate: admin.input(EnrolmentRevokeSchema).mutation(({ ctx, input }) => revokeEnrolmentCertificate(ctx, input)),
});
