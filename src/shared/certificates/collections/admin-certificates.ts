import { z } from 'zod';
import { CERTIFICATE_KINDS } from '../enums';
import { readOnlyAccess, type ResourceDef } from '../../collections/types';

/**
 * /admin/certificates (issue 10): every certificate issued (calibration, conformity, training), newest first, found by
 * its number, its instrument's serial number or its holder's e-mail, filtered by kind and by whether it was revoked;
 * each row opens /admin/certificates/{id} and downloads its PDF. Certificates are issued by service records, courses
 * and "Issue certificate of conformity", and changed only by their workflows (revoke, reissue): the list is read-only.
 * Mounted by the admin router as `admin.certificates`, beside those workflows.
 */
export const adminCertificatesResource = {
  name: 'adminCertificates',
  mount: 'certificates',
  face: 'admin',
  basePath: '/admin/certificates',
  routes: { list: 'admin.certificates', detail: 'admin.certificate' },
  ns: 'admin-service',
  title: 'certificates.list.title',
  singular: 'certificates.list.singular',
  lead: 'certificates.list.description',
  empty: 'certificates.list.empty',
  noMatch: 'certificates.list.noMatches',
  searchHint: 'certificates.list.search',
  parentPath: '/admin',
  schema: z.object({}),
  fields: [],
  columns: [
    { field: 'number', label: 'certificates.columns.number', sortable: true, href: { path: '/admin/certificates' } },
    { field: 'kind', kind: 'select', label: 'certificates.columns.kind', optionLabels: 'certificateKinds' },
    { field: 'serial', label: 'certificates.columns.serial' },
    { field: 'holder', label: 'certificates.columns.holder' },
    { field: 'issuedOn', kind: 'date', label: 'certificates.columns.issued', sortable: true },
    { field: 'expiresOn', kind: 'date', label: 'certificates.columns.expires' },
    { field: 'state', label: 'certificates.columns.state' },
  ],
  labelField: 'number',
  searchFields: ['number'],
  defaultSort: { field: 'issuedOn', dir: 'desc' },
  filters: [
    { field: 'kind', kind: 'select', options: CERTIFICATE_KINDS, label: 'certificates.list.kind', optionLabels: 'certificateKinds' },
    { field: 'revoked', kind: 'boolean', label: 'certificates.list.revoked' },
  ],
  access: readOnlyAccess('admin:access'),
  canAdd: false,
  // Its records hold each certificate's verification code, a secret of the QR link: not handed out in bulk.
  canExport: false,
} satisfies ResourceDef;
