import { companyOverview } from '../../services/company';
import { procedure, router } from '../init';
import { portalCoursesRouter } from './portal-courses';
import { portalSerialsRouter } from './portal-serials';
import { portalPagesRouter } from './portal-pages';

export const portalRouter = router({
  company: procedure.meta({ permission: 'portal:access' }).query(({ ctx }) => companyOverview(ctx.deps, ctx.actor)),
  courses: portalCoursesRouter,
  ...portalSerialsRouter,
  ...portalPagesRouter,
});
