import { EnrolColleagueSchema } from '../../../shared/courses/portal.schema';
import { colleagueChoices, staffCoursesCollection } from './collections/staff-courses';
import { enrolColleague, listEnrollableCourses } from './portal-staff';
import { collectionProcedures } from '../../trpc/collection-router';
import { procedure, router } from '../../trpc/init';

/**
 * /portal/courses (SPEC.md section 6: distributor-senior, certified-senior, admin): the staff-courses collection (the
 * training record of the company's staff, read-only) and, beside it, enrolling a colleague with its two choice lists.
 * The collection's row filter scopes every row to the actor's company; the workflow checks the colleague's company.
 */
const manage = procedure.meta({ permission: 'portal:manage-company' });

export const portalCoursesRouter = router({
  ...collectionProcedures(staffCoursesCollection),
  enrollable: manage.query(({ ctx }) => listEnrollableCourses(ctx)),
  colleagues: manage.query(({ ctx }) => colleagueChoices(ctx)),
  enrol: manage.input(EnrolColleagueSchema).mutation(({ ctx, input }) => enrolColleague(ctx, input)),
});
