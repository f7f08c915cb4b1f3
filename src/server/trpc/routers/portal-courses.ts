import { EnrolColleagueSchema } from '../../../shared/courses/portal.schema';
import { enrolColleague, listEnrollableCourses, listStaffCourses } from '../../services/courses/portal-staff';
import { procedure, router } from '../init';

/**
 * /portal/courses (SPEC.md section 6: distributor-senior, certified-senior, admin): the training of the company's
 * staff, and enrolling a colleague. The service scopes every row to the actor's company.
 */
const manage = procedure.meta({ permission: 'portal:manage-company' });

export const portalCoursesRouter = router({
  staff: manage.query(({ ctx }) => listStaffCourses(ctx.deps, ctx.actor, ctx.scope.locale)),
  enrollable: manage.query(({ ctx }) => listEnrollableCourses(ctx.deps, ctx.scope.locale)),
  enrol: manage.input(EnrolColleagueSchema).mutation(({ ctx, input }) => enrolColleague(ctx.deps, ctx.actor, input, ctx.scope.locale)),
});
