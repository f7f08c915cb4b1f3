import { z } from 'zod';
import { ROLES } from '../../auth/roles';
import { ADMIN_USER_STATUSES, NO_COMPANY } from '../admin-users.schema';
import { readOnlyAccess, type ResourceDef } from '../../collections/types';

/**
 * /admin/users (issues 4 and 30): every account, found by a part of its name or e-mail address, filtered by role,
 * company ("No company" too) and status (active, invited, disabled; deleted accounts only when asked for), sorted by
 * name, e-mail, role or creation date. Each row opens /admin/users/{id}, where the profile, access and sessions change
 * through workflows (admin.users.update, disable ...); "Add user" (admin.users.create) and the bulk disable and enable
 * of the ticked rows are workflows too, so the collection offers no writes. Rows are accounts: better-auth's text ids.
 * Mounted by the admin router as `admin.users`, beside those workflows.
 */
export const adminUsersResource = {
  name: 'adminUsers',
  mount: 'users',
  face: 'admin',
  idKind: 'text',
  basePath: '/admin/users',
  routes: { list: 'admin.users', detail: 'admin.user' },
  ns: 'admin-users',
  title: 'list.title',
  singular: 'list.singular',
  lead: 'list.description',
  noMatch: 'list.noMatch',
  searchHint: 'list.searchPlaceholder',
  parentPath: '/admin',
  schema: z.object({}),
  fields: [],
  columns: [
    { field: 'name', label: 'list.columns.name', sortable: true, href: { path: '/admin/users' } },
    { field: 'email', label: 'list.columns.email', sortable: true },
    { field: 'role', kind: 'select', label: 'list.columns.role', optionLabels: 'roles', sortable: true },
    { field: 'companyName', label: 'list.columns.company' },
    { field: 'status', kind: 'select', label: 'list.columns.status', optionLabels: 'list.statuses', reads: ['twoFactorEnabled'] },
    { field: 'createdAt', kind: 'date', label: 'list.columns.created', sortable: true },
  ],
  labelField: 'name',
  // Searched by the server half's own condition: the users' trigram index over name and e-mail.
  searchFields: ['name', 'email'],
  defaultSort: { field: 'name', dir: 'asc' },
  filters: [
    { field: 'role', kind: 'select', options: ROLES, label: 'list.role', optionLabels: 'roles' },
    { field: 'companyId', kind: 'relation', resource: 'companies', label: 'list.company', none: { value: NO_COMPANY, label: 'list.noCompany' } },
    { field: 'status', kind: 'select', options: ADMIN_USER_STATUSES, label: 'list.status', optionLabels: 'list.statuses', allLabel: 'list.allStatuses' },
  ],
  access: readOnlyAccess('admin:access'),
  canAdd: false,
} satisfies ResourceDef;
