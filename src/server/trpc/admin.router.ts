import { adminCountriesRouter } from '../features/countries/admin.countries.router';
import { adminDashboard } from '../features/dashboard/admin-dashboard';
import { readableAuditEntries } from '../features/logs/collections/audit-entries';
import { procedure, router } from './init';
import { adminCatalogPreviewRouter } from '../features/catalog/admin.catalog-preview.router';
import { adminCatalogRouter } from '../features/catalog/admin.catalog.router';
import { adminEnquiriesRouter } from '../features/enquiries/admin.enquiries.router';
import { adminLogsRouter } from '../features/logs/admin.logs.router';
import { adminUsersRouter } from '../features/users/admin.users.router';
import { adminTranslationsRouter } from '../features/translations/admin.translations.router';
import { adminCompaniesRouter } from '../features/companies/admin.companies.router';
import { adminEndCustomersRouter } from '../features/end-customers/admin.end-customers.router';
import { adminDealerApplicationsRouter } from '../features/companies/admin.dealer-applications.router';
import { adminCoursesRouter } from '../features/courses/admin.courses.router';
import { adminEnrolmentsRouter } from '../features/courses/admin.enrolments.router';
import { adminFilesRouter } from '../features/files/admin.files.router';
import { adminDownloadsRouter } from '../features/downloads/admin.downloads.router';
import { adminDownloadLogRouter } from '../features/downloads/admin.download-log.router';
import { adminAnnouncementsRouter } from '../features/announcements/admin.announcements.router';
import { adminMessagesRouter } from '../features/messages/admin.messages.router';
import { adminResourcesRouter } from '../collections/admin.resources.router';
import { adminLookupRouter } from '../collections/admin.lookup.router';
import { adminPartnerAuditsRouter } from '../features/service-centre/admin.partner-audits.router';
import { adminServiceJobsRouter } from '../features/service-centre/admin.service-jobs.router';
import { adminSerialsRouter } from '../features/serials/admin.serials.router';
import { adminReturnsRouter } from '../features/returns/admin.returns.router';
import { adminCertificatesRouter } from '../features/certificates/admin.certificates.router';
import { adminServicetoolsRouter } from '../features/service-tools/admin.servicetools.router';
import { adminServiceToolLogRouter } from '../features/service-tools/admin.service-tool-log.router';
import { adminPricesRouter } from '../features/trade/admin.prices.router';
import { adminLeadsRouter } from '../features/leads/admin.leads.router';
import { adminAgreementsRouter } from '../features/agreements/admin.agreements.router';

const admin = procedure.meta({ permission: 'admin:access' });

export const adminRouter = router({
  files: adminFilesRouter,
  downloads: adminDownloadsRouter,
  downloadLog: adminDownloadLogRouter,
  catalogPreview: adminCatalogPreviewRouter,
  users: adminUsersRouter,
  dashboard: admin.query(async ({ ctx }) => {
    const dashboard = await adminDashboard(ctx);
    // Recent activity reads as the audit trail does: section labels, record names.
    return { ...dashboard, recentActivity: await readableAuditEntries(ctx, dashboard.recentActivity) };
  }),
  resources: adminResourcesRouter,
  catalog: adminCatalogRouter,
  lookup: adminLookupRouter,
  logs: adminLogsRouter,
  enquiries: adminEnquiriesRouter,
  translations: adminTranslationsRouter,
  serials: adminSerialsRouter,
  returns: adminReturnsRouter,
  certificates: adminCertificatesRouter,
  courses: adminCoursesRouter,
  enrolments: adminEnrolmentsRouter,
  leads: adminLeadsRouter,
  prices: adminPricesRouter,
  announcements: adminAnnouncementsRouter,
  messages: adminMessagesRouter,
  agreements: adminAgreementsRouter,
  servicetools: adminServicetoolsRouter,
  serviceToolLog: adminServiceToolLogRouter,
  partnerAudits: adminPartnerAuditsRouter,
  serviceJobs: adminServiceJobsRouter,
  companies: adminCompaniesRouter,
  endCustomers: adminEndCustomersRouter,
  dealerApplications: adminDealerApplicationsRouter,
  countries: adminCountriesRouter,
});
