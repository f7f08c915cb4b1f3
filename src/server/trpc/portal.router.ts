import { companyOverview } from '../features/companies/company';
import { portalDashboard } from '../features/dashboard/portal-dashboard';
import { procedure, router } from './init';
import { portalCoursesRouter } from '../features/courses/portal.courses.router';
import { portalSerialsRouter } from '../features/serials/portal.serials.router';
import { portalPagesRouter } from '../features/returns/portal.returns.router';
import { portalAgreementsRouter } from '../features/agreements/portal.agreements.router';
import { portalLeadsRouter } from '../features/leads/portal.leads.router';
import { portalNewsRouter } from '../features/announcements/portal.announcements.router';
import { portalServiceRouter } from '../features/service-centre/portal.services.router';
import { portalTeamRouter } from '../features/team/portal.users.router';
import { portalTradeRouter } from '../features/trade/portal.sales.router';

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
