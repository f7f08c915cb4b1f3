import { z } from 'zod';
import {
  CourseCreateSchema,
  CourseSaveSchema,
  CourseUserSearchSchema,
  EnrolmentIdSchema,
  EnrolmentListSchema,
  EnrolmentRevokeSchema,
  EnrolSchema,
} from '../../../shared/courses/admin.schema';
import { createCourse } from '../../services/courses/admin-course-create';
import { courseForAdmin, listCoursesForAdmin } from '../../services/courses/admin-course-read';
import { saveCourse } from '../../services/courses/admin-course-save';
import { courseWording } from '../../services/courses/admin-parse';
import { enrolUser, issueEnrolmentCertificate, resetAttemptLimit, revokeEnrolmentCertificate } from '../../services/courses/admin-enrolment-actions';
import { listEnrolmentsForAdmin, searchCourseUsers } from '../../services/courses/admin-enrolments';
import { courseOverview } from '../../services/courses/admin-overview';
import { procedure, router } from '../init';
import { inputWording } from '../input-wording';

const admin = procedure.meta({ permission: 'admin:access' });
const idInput = z.object({ id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

/** /admin/courses, /courses/courses and its {id}, /courses/users (issue 11): courses, their tests and their learners. */
export const adminCoursesRouter = router({
  overview: admin.query(({ ctx }) => courseOverview(ctx.deps, ctx.scope.locale)),
  list: admin.query(({ ctx }) => listCoursesForAdmin(ctx.deps, ctx.scope.locale)),
  get: admin.input(idInput).query(({ ctx, input }) => courseForAdmin(ctx.deps, input.id)),
  create: admin.input(CourseCreateSchema).mutation(({ ctx, input }) => createCourse(ctx.deps, ctx.actor, input, ctx.scope.locale)),
  save: admin.use(inputWording(courseWording)).input(CourseSaveSchema).mutation(({ ctx, input }) => saveCourse(ctx.deps, ctx.actor, input, ctx.scope.locale)),
  enrolments: admin.input(EnrolmentListSchema).query(({ ctx, input }) => listEnrolmentsForAdmin(ctx.deps, input, ctx.scope.locale)),
  findUsers: admin.input(CourseUserSearchSchema).query(({ ctx, input }) => searchCourseUsers(ctx.deps, input, ctx.scope.locale)),
  enrol: admin.input(EnrolSchema).mutation(({ ctx, input }) => enrolUser(ctx.deps, ctx.actor, input, ctx.scope.locale)),
  resetLimit: admin.input(EnrolmentIdSchema).mutation(({ ctx, input }) => resetAttemptLimit(ctx.deps, ctx.actor, input, ctx.scope.locale)),
  issueCertificate: admin.input(EnrolmentIdSchema).mutation(({ ctx, input }) => issueEnrolmentCertificate(ctx.deps, ctx.actor, input, ctx.scope.locale)),
  revokeCertificate: admin.input(EnrolmentRevokeSchema).mutation(({ ctx, input }) => revokeEnrolmentCertificate(ctx.deps, ctx.actor, input, ctx.scope.locale)),
});
