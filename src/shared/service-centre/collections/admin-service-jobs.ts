import { z } from 'zod';
import { SERVICE_JOB_KINDS, SERVICE_JOB_STATUSES } from '../../partners/enums';
import { readOnlyAccess, type ResourceDef } from '../../collections/types';

/** The list's address and each job's page (shared/route-tables/admin.ts has their patterns). */
export const ADMIN_SERVICE_JOBS_PATH = '/admin/distributors/service-jobs';

/**
 * /admin/distributors/service-jobs (issue 27): the calibrations, repairs and tests every certified partner performs as
 * a service centre, newest received first; found by serial number (any spelling) or customer; filtered by company,
 * status and type (one company's jobs: `?company=12`, the link on a job's page). The serial number opens the job's
 * page; the certificate number its certificate's. Jobs change only through the partner's workflows (open, move,
 * complete), so the collection offers no writes. Mounted by the admin router as `admin.serviceJobs`.
 */
export const adminServiceJobsResource = {
  name: 'adminServiceJobs',
  mount: 'serviceJobs',
  face: 'admin',
  basePath: ADMIN_SERVICE_JOBS_PATH,
  routes: { list: 'admin.distributors.serviceJobs', detail: 'admin.distributors.serviceJob' },
  ns: 'admin-audits',
  title: 'jobs.title',
  singular: 'jobs.singular',
  lead: 'jobs.description',
  empty: 'jobs.empty',
  noMatch: 'jobs.noMatches',
  searchHint: 'jobs.searchPlaceholder',
  parentPath: '/admin/distributors',
  schema: z.object({}),
  fields: [],
  columns: [
    { field: 'serialNumber', label: 'jobs.columns.serial', sortable: true, href: { path: ADMIN_SERVICE_JOBS_PATH } },
    { field: 'companyId', kind: 'relation', label: 'jobs.columns.company' },
    { field: 'serialId', kind: 'relation', label: 'jobs.columns.instrument', secondary: 'modelCode' },
    { field: 'customerName', label: 'jobs.columns.customer' },
    { field: 'kind', kind: 'select', label: 'jobs.columns.kind', optionLabels: 'jobs.kinds' },
    { field: 'status', kind: 'select', label: 'jobs.columns.status', optionLabels: 'jobs.statuses', sortable: true },
    { field: 'receivedOn', kind: 'date', label: 'jobs.columns.received', sortable: true },
    { field: 'certificateNumber', label: 'jobs.columns.certificate', href: { path: '/admin/certificates', key: 'certificateId' } },
  ],
  labelField: 'serialNumber',
  searchFields: ['customerName'],
  defaultSort: { field: 'receivedOn', dir: 'desc' },
  filters: [
    { field: 'companyId', kind: 'relation', resource: 'companies', label: 'jobs.company' },
    { field: 'status', kind: 'select', options: SERVICE_JOB_STATUSES, label: 'jobs.status', optionLabels: 'jobs.statuses' },
    { field: 'kind', kind: 'select', options: SERVICE_JOB_KINDS, label: 'jobs.kind', optionLabels: 'jobs.kinds' },
  ],
  access: readOnlyAccess('admin:access'),
  canAdd: false,
  // The customers' names are the partners' records: followed here, not handed out in bulk (the old list had no export).
  canExport: false,
} satisfies ResourceDef;
