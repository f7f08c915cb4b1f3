import { CourseUserSearchSchema, EnrolmentIdSchema, EnrolmentRevokeSchema, EnrolSchema } from '../../../shared/courses/admin.schema';
import { enrolUser, issueEnrolmentCertificate, resetAttemptLimit, revokeEnrolmentCertificate } from './admin-enrolment-actions';
import { searchCourseUsers } from './admin-enrolments';
import { adminEnrolmentsCollection } from './collections/admin-enrolments';
import { collectionProcedures } from '../../trpc/collection-router';
import { procedure, router } from '../../trpc/init';

const admin = procedure.meta({ permission: 'admin:access' });

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
