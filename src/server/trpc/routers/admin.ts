import { z } from 'zod';
import { CountryInputSchema, CountryUpdateSchema } from '../../../shared/countries/country.schema';
import { createCountry, deleteCountry, updateCountry } from '../../services/countries';
import { adminDashboard } from '../../services/dashboard';
import { readableAuditEntries } from '../../resources/audit-trail';
import { procedure, router } from '../init';
import { adminCatalogPreviewRouter } from './admin-catalog-preview';
import { adminCatalogRouter } from './admin-catalog';
import { adminCoursesRouter, adminEnrolmentsRouter } from './admin-courses';
import { adminEnquiriesRouter } from './admin-enquiries';
import { adminLogsRouter } from './admin-logs';
import { adminLookupRouter, adminResourcesRouter } from './admin-resources';
import { adminUsersRouter } from './admin-users';
import { adminDownloadLogRouter, adminDownloadsRouter, adminFilesRouter } from './admin-files';
import { adminTranslationsRouter } from './admin-translations';
import { adminAgreementsRouter } from './admin-agreements';
import { adminCompaniesRouter } from './admin-companies';
import { adminLeadsRouter } from './admin-leads';
import { adminNewsRouter } from './admin-news';
import { adminServiceJobsRouter } from './admin-service-jobs';
import { adminTeamRouter } from './admin-team';
import { adminTradeRouter } from './admin-trade';
import { adminCertificatesRouter, adminReturnsRouter, adminSerialsRouter } from './admin-service';

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
