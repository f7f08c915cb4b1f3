import { z } from 'zod';
import { CERTIFICATE_STATES } from '../enums';
import { readOnlyAccess, type ResourceDef } from '../../collections/types';

/** The certificates a company's page lists: its staff's training certificates, the calibrations it issued. */
export const COMPANY_CERTIFICATE_KINDS = ['training', 'calibration'] as const;

/**
 * /portal/certificates (issue 12): the training certificates of the company's staff and, for roles with service access,
 * the calibration certificates the company issued as a service centre, each with its state and its PDF (downloaded
 * beside each row). Certificates are issued by courses and service jobs, never edited here: the list is read-only.
 */
export const companyCertificatesResource = {
  name: 'companyCertificates',
  mount: 'certificates',
  face: 'portal',
  basePath: '/portal/certificates',
  routes: { list: 'portal.certificates' },
  ns: 'portal-pages',
  title: 'certificates.title',
  singular: 'certificates.singular',
  lead: 'certificates.lead',
  empty: 'certificates.empty',
  parentPath: '/portal',
  schema: z.object({}),
  fields: [],
  columns: [
    { field: 'number', label: 'certificates.columns.number', sortable: true },
    { field: 'kind', kind: 'select', label: 'certificates.columns.kind', optionLabels: 'certificates.kinds' },
    { field: 'holder', label: 'certificates.columns.for', sortable: true },
    { field: 'courseId', kind: 'relation', label: 'certificates.columns.course' },
    { field: 'instrument', label: 'certificates.columns.instrument' },
    { field: 'serial', label: 'certificates.columns.serial' },
    { field: 'issuedOn', kind: 'date', label: 'certificates.columns.issued', sortable: true },
    { field: 'expiresOn', kind: 'date', label: 'certificates.columns.expiresOrDue', sortable: true },
    { field: 'state', kind: 'select', label: 'certificates.columns.state', optionLabels: 'certificates.states' },
  ],
  labelField: 'number',
  searchFields: ['number'],
  searchHint: 'certificates.searchHint',
  defaultSort: { field: 'issuedOn', dir: 'desc' },
  filters: [
    { field: 'kind', kind: 'select', options: COMPANY_CERTIFICATE_KINDS, label: 'certificates.columns.kind', optionLabels: 'certificates.kinds' },
    { field: 'state', kind: 'select', options: CERTIFICATE_STATES, label: 'certificates.columns.state', optionLabels: 'certificates.states' },
  ],
  access: readOnlyAccess('portal:access'),
  canAdd: false,
  canExport: false,
} satisfies ResourceDef;
