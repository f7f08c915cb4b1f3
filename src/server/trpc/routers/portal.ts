import { companyOverview } from '../../services/company';
import { portalDashboard } from '../../resources/portal/dashboard';
import { procedure, router } from '../init';
import { portalCoursesRouter } from './portal-courses';
import { portalSerialsRouter } from './portal-serials';
import { portalPagesRouter } from './portal-pages';
import { portalAgreementsRouter } from './portal-agreements';
import { portalLeadsRouter } from './portal-leads';
import { portalNewsRouter } from './portal-news';
import { portalServiceRouter } from './portal-service';
import { portalTeamRouter } from './portal-team';
import { portalTradeRouter } from './portal-trade';

export const portalRouter = router({
  company: procedure.meta({ permission: 'portal:access' }).query(({ ctx }) => companyOverview(ctx)),
  dashboard: procedure.meta({ permission: 'portal:access' }).query(({ ctx }) => portalDashboard(ctx)),
  courses: portalCoursesRouter,
  ...portalSerialsRouter,
  ...portalPagesRouter,
  ...portalLeadsRouter,
  ...portalTradeRouter,
  ...portalNewsRouter,
  ...portalAgreementsRouter,
  ...portalTeamRouter,
  ...portalServiceRouter,
});
