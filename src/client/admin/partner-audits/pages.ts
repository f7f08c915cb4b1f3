import type { AdminPages } from '../page-registry';
import { JobPage } from '../service-jobs/JobPage';
import { JobsListPage } from '../service-jobs/JobsListPage';
import { AuditPage } from './AuditPage';
import { AuditsListPage } from './AuditsListPage';

/** Issue 27: partners' audits reviewed by Voltara, and partners' service jobs, in the Distributors section. */
export const PARTNER_AUDITS_PAGES: AdminPages = {
  'admin.distributors.audits': AuditsListPage,
  'admin.distributors.audit': AuditPage,
  'admin.distributors.serviceJobs': JobsListPage,
  'admin.distributors.serviceJob': JobPage,
};
