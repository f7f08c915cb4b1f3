import { adminServiceJobsResource } from '../../../../shared/service-centre/collections/admin-service-jobs';
import { serviceJobs } from '../../../db/schema';
import { companiesWithRows } from '../../companies/collections/company-choices';
import type { ServerResource } from '../../../collections/types';
import { jobBackOfficeSearchCondition, jobComputed, jobRelations, jobSortBy } from './job-columns';

/**
 * The server half of /admin/distributors/service-jobs: every company's jobs (global: only admins list them), with the
 * portal's columns and sorts (job-columns.ts), its search through the customers' trigram index, the company named
 * through the companies' lookup and filtered by it (one company's jobs). Newest received first in the order of the
 * jobs' received index (migration 0034), which also serves deep pages.
 */
export const adminServiceJobsCollection = {
  def: adminServiceJobsResource,
  table: serviceJobs,
  scope: 'global',
  relations: { ...jobRelations, companyId: 'companies' },
  computed: jobComputed,
  sortBy: jobSortBy,
  search: jobBackOfficeSearchCondition,
  filterOptions: { companyId: companiesWithRows(serviceJobs, serviceJobs.companyId) },
} satisfies ServerResource;
