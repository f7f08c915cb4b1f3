import { z } from 'zod';
import { isoDate } from '../../serials/service.schema';
import { SERVICE_JOB_KINDS, SERVICE_JOB_STATUSES } from '../../partners/enums';
import { readOnlyAccess, type ResourceDef } from '../../collections/types';

/**
 * /portal/services (issue 12): the jobs a certified partner performs as a service centre, listed for the certified
 * roles of SPEC.md section 6 and admin. A job is never edited as a record: it is opened, moved along and completed by
 * the workflows beside the list (portal.services.open, move, complete), and shown in a dialog (?job=12).
 */
export const servicesResource = {
  name: 'services',
  face: 'portal',
  basePath: '/portal/services',
  routes: { list: 'portal.services' },
  ns: 'portal-service',
  title: 'services.title',
  singular: 'services.singular',
  lead: 'services.lead',
  empty: 'services.empty',
  searchHint: 'filters.searchPlaceholder',
  parentPath: '/portal',
  // What a job's row holds; no form writes it (the collection offers no create or update).
  schema: z.object({
    kind: z.enum(SERVICE_JOB_KINDS),
    status: z.enum(SERVICE_JOB_STATUSES),
    customerName: z.string(),
    receivedOn: isoDate,
  }),
  fields: [],
  columns: [
    { field: 'serialNumber', label: 'columns.serial', sortable: true },
    { field: 'serialId', kind: 'relation', label: 'columns.instrument', secondary: 'modelCode' },
    { field: 'customerName', label: 'columns.customer' },
    { field: 'kind', kind: 'select', label: 'columns.kind', optionLabels: 'kind' },
    { field: 'status', kind: 'select', label: 'columns.status', optionLabels: 'status', sortable: true },
    { field: 'receivedOn', kind: 'date', label: 'columns.received', sortable: true },
    { field: 'certificateNumber', label: 'columns.certificate', reads: ['certificateId'], emptyLabel: 'none' },
  ],
  labelField: 'serialNumber',
  searchFields: ['customerName'],
  defaultSort: { field: 'receivedOn', dir: 'desc' },
  filters: [
    { field: 'status', kind: 'select', options: SERVICE_JOB_STATUSES, label: 'filters.status', optionLabels: 'status' },
    { field: 'kind', kind: 'select', options: SERVICE_JOB_KINDS, label: 'filters.kind', optionLabels: 'kind' },
  ],
  access: readOnlyAccess('portal:services'),
  canAdd: false,
  canExport: false,
} satisfies ResourceDef;
