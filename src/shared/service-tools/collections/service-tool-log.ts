import { z } from 'zod';
import { readOnlyAccess, type ResourceDef } from '../../collections/types';

/**
 * A service tool's download log (issue 12): who downloaded the tool's versions from the portal, newest first: when,
 * which version, the person, their company (none: Voltara's own staff) and address. Always one tool's: the tool filter
 * is required, and the tool's page (/admin/servicetools/{id}) sets it. Written by the portal's download endpoint only,
 * so the collection offers no writes and no search. Mounted by the admin router as `admin.serviceToolLog`.
 */
export const adminServiceToolLogResource = {
  name: 'adminServiceToolLog',
  mount: 'serviceToolLog',
  face: 'admin',
  basePath: '/admin/servicetools',
  // No screen of its own: it is drawn on the tool's page.
  routes: {},
  ns: 'admin-servicetools',
  title: 'log.caption',
  singular: 'log.entry',
  empty: 'log.empty',
  parentPath: '/admin/servicetools',
  searchable: false,
  schema: z.object({}),
  fields: [],
  columns: [
    // Drawn by the page with its time.
    { field: 'createdAt', kind: 'date', label: 'log.columns.when' },
    { field: 'version', label: 'log.columns.version' },
    { field: 'userName', label: 'log.columns.user', secondary: 'userEmail' },
    { field: 'companyName', label: 'log.columns.company', emptyLabel: 'log.voltara' },
    { field: 'ip', label: 'log.columns.ip' },
  ],
  labelField: 'ip',
  searchFields: [],
  defaultSort: { field: 'createdAt', dir: 'desc' },
  filters: [{ field: 'tool', kind: 'relation', resource: 'adminServiceTools', label: 'log.tool', required: true }],
  access: readOnlyAccess('admin:access'),
  canAdd: false,
  canExport: false,
} satisfies ResourceDef;
