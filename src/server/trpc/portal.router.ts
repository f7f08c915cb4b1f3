import { companyOverview } from '../features/companies/company';
import { portalDashboard } from '../features/dashboard/collections/portal-dashboard';
import { procedure, router } from './init';
import { portalCoursesRouter } from '../features/courses/portal.courses.router';
import { portalSerialsRouter } from '../features/serials/portal.serials.router';
import { portalClaimsRouter } from '../features/serials/portal.claims.router';
import { portalCustomersRouter } from '../features/end-customers/portal.customers.router';
import { portalHelpcenterRouter } from '../features/help-centre/portal.helpcenter.router';
import { portalCertificatesRouter } from '../features/certificates/portal.certificates.router';
import { portalReturnsRouter } from '../features/returns/portal.returns.router';
import { portalLeadsRouter } from '../features/leads/portal.leads.router';
import { portalSalesRouter } from '../features/trade/portal.sales.router';
import { portalStockRouter } from '../features/trade/portal.stock.router';
import { portalPricelistRouter } from '../features/trade/portal.pricelist.router';
import { portalAnnouncementsRouter } from '../features/announcements/portal.announcements.router';
import { portalInboxRouter } from '../features/messages/portal.inbox.router';
import { portalAgreementsRouter } from '../features/agreements/portal.agreements.router';
import { portalUsersRouter } from '../features/team/portal.users.router';
import { portalFilesRouter } from '../features/downloads/portal.files.router';
import { portalServicetoolsRouter } from '../features/service-tools/portal.servicetools.router';
import { portalServicesRouter } from '../features/service-centre/portal.services.router';
import { portalAuditsRouter } from '../features/service-centre/portal.audits.router';

export const portalRouter = router({
  company: procedure.meta({ permission: 'portal:access' }).query(({ ctx }) => companyOverview(ctx)),
  dashboard: procedure.meta({ permission: 'portal:access' }).query(({ ctx }) => portalDashboard(ctx)),
  courses: portalCoursesRouter,
  serials: portalSerialsRouter,
  claims: portalClaimsRouter,
  customers: portalCustomersRouter,
  helpcenter: portalHelpcenterRouter,
  certificates: portalCertificatesRouter,
  returns: portalReturnsRouter,
  leads: portalLeadsRouter,
  sales: portalSalesRouter,
  stock: portalStockRouter,
  pricelist: portalPricelistRouter,
  announcements: portalAnnouncementsRouter,
  inbox: portalInboxRouter,
  agreements: portalAgreementsRouter,
  users: portalUsersRouter,
  files: portalFilesRouter,
  servicetools: portalServicetoolsRouter,
  services: portalServicesRouter,
  audits: portalAuditsRouter,
});
