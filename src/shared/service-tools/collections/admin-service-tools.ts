import { z } from 'zod';
import { readOnlyAccess, type ResourceDef } from '../../collections/types';
import { serviceToolColumns, serviceToolKindFilter } from './tool-columns';

/** The name, kind, product and latest version columns and the kind filter are the portal's too (tool-columns.ts). */
const columns = serviceToolColumns('list');

/** Whether certified partners see a tool in their portal. */
export const SERVICE_TOOL_STATES = ['published', 'hidden'] as const;

/**
 * /admin/servicetools (issue 12): every service tool (software, firmware, manuals for certified partners) in the
 * portal's order, with its product, who it is for, its latest version, how many versions and downloads it has and
 * whether it is published; found by a part of its name or its product's name or model code; filtered by kind and
 * status. Each name opens /admin/servicetools/{id}, where the tool, its versions and its download log are edited:
 * workflows with forms of their own (admin.servicetools.create, update, delete, addVersion ...), so the collection
 * itself offers no writes. Mounted by the admin router as `admin.servicetools`, beside those workflows.
 */
export const adminServiceToolsResource = {
  name: 'adminServiceTools',
  mount: 'servicetools',
  face: 'admin',
  basePath: '/admin/servicetools',
  routes: { list: 'admin.servicetools', detail: 'admin.servicetool' },
  ns: 'admin-servicetools',
  title: 'list.title',
  singular: 'list.singular',
  lead: 'list.description',
  empty: 'list.empty',
  noMatch: 'list.noMatch',
  searchHint: 'list.search',
  parentPath: '/admin',
  schema: z.object({}),
  fields: [],
  columns: [
    { ...columns.name, href: { path: '/admin/servicetools' } },
    columns.kind,
    columns.product,
    // A JSON list of service roles, none meaning every service role: drawn by the section (role names).
    { field: 'roles', label: 'list.columns.roles' },
    columns.latestVersion,
    { field: 'versions', kind: 'number', label: 'list.columns.versions' },
    { field: 'downloads', kind: 'number', label: 'list.columns.downloads' },
    { field: 'published', label: 'list.columns.status' },
  ],
  labelField: 'name',
  searchFields: ['name'],
  // The portal's order (the tools' sort number, then name): what partners see.
  defaultSort: { field: 'sort', dir: 'asc' },
  filters: [
    serviceToolKindFilter('list'),
    { field: 'status', kind: 'select', options: SERVICE_TOOL_STATES, label: 'list.columns.status', optionLabels: 'status' },
  ],
  access: readOnlyAccess('admin:access'),
  canAdd: false,
  // The old list had none; a tool's versions and downloads are on its page.
  canExport: false,
} satisfies ResourceDef;
