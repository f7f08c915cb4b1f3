import { z } from 'zod';
import { CountryInputSchema, CountryUpdateSchema } from '../../shared/countries/country.schema';
import { createCountry, deleteCountry, updateCountry } from '../features/countries/countries';
import { adminDashboard } from '../features/dashboard/admin-dashboard';
import { readableAuditEntries } from '../features/logs/audit-trail';
import { procedure, router } from './init';
import { adminCatalogPreviewRouter } from '../features/catalog/admin.catalog-preview.router';
import { adminCatalogRouter } from '../features/catalog/admin.catalog.router';
import { adminCoursesRouter, adminEnrolmentsRouter } from '../features/courses/admin.courses.router';
import { adminEnquiriesRouter } from '../features/enquiries/admin.enquiries.router';
import { adminLogsRouter } from '../features/logs/admin.logs.router';
import { adminLookupRouter, adminResourcesRouter } from '../collections/admin.resources.router';
import { adminUsersRouter } from '../features/users/admin.users.router';
import { adminDownloadLogRouter, adminDownloadsRouter, adminFilesRouter } from '../features/files/admin.files.router';
import { adminTranslationsRouter } from '../features/translations/admin.translations.router';
import { adminAgreementsRouter } from '../features/agreements/admin.agreements.router';
import { adminCompaniesRouter } from '../features/companies/admin.companies.router';
import { adminLeadsRouter } from '../features/leads/admin.leads.router';
import { adminNewsRouter } from '../features/announcements/admin.announcements.router';
import { adminServiceJobsRouter } from '../features/service-centre/admin.service-jobs.router';
import { adminTeamRouter } from '../features/service-tools/admin.servicetools.router';
import { adminTradeRouter } from '../features/trade/admin.prices.router';
import { adminCertificatesRouter, adminReturnsRouter, adminSerialsRouter } from '../features/serials/admin.serials.router';

const admin = procedure.meta({ permission: 'admin:access' });
const id = z.object({ id: z.number().int().positive() });

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
  ...adminLeadsRouter,
  ...adminTradeRouter,
  ...adminNewsRouter,
  ...adminAgreementsRouter,
  ...adminTeamRouter,
  ...adminServiceJobsRouter,
  ...adminCompaniesRouter,
  countries: router({
    create: admin
      .input(CountryInputSchema)
      .mutation(({ ctx, input }) => createCountry(ctx, input)),
    update: admin
      .input(CountryUpdateSchema)
      .mutation(({ ctx, input }) => updateCountry(ctx, input)),
    delete: admin.input(id).mutation(async ({ ctx, input }) => {
      await deleteCountry(ctx, input);
      return { ok: true as const };
    }),
  }),
});
