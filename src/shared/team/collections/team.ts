import { z } from 'zod';
import { COMPANY_ROLES } from '../../auth/roles';
import { USER_STATES } from '../team.schema';
import { readOnlyAccess, type ResourceDef } from '../../collections/types';

/**
 * /portal/users (issue 12; the glossary's "team"): the users of the reader's company with their role, state and last
 * sign-in, for the senior roles and admins. Inviting, changing a role, disabling and enabling are workflows beside the
 * list (portal.users.invite ...), each within the reader's reach, so the collection itself offers no writes. Rows are
 * addressed by the account's row number (`id`); the workflows take the account's own id (`userId`).
 */
export const teamResource = {
  name: 'team',
  mount: 'users',
  face: 'portal',
  basePath: '/portal/users',
  routes: { list: 'portal.users' },
  ns: 'portal-team',
  title: 'users.title',
  singular: 'users.singular',
  lead: 'users.lead',
  empty: 'users.empty',
  searchHint: 'filters.searchPlaceholder',
  parentPath: '/portal',
  schema: z.object({}),
  fields: [],
  columns: [
    { field: 'name', label: 'columns.name', sortable: true, reads: ['userId'] },
    { field: 'email', label: 'columns.email', sortable: true },
    { field: 'role', kind: 'select', label: 'columns.role', optionLabels: 'roles', sortable: true },
    { field: 'state', kind: 'select', label: 'columns.state', optionLabels: 'states' },
    { field: 'lastSignIn', kind: 'date', label: 'columns.lastSignIn' },
    { field: 'createdAt', kind: 'date', label: 'columns.created', sortable: true },
  ],
  labelField: 'name',
  searchFields: ['name', 'email'],
  defaultSort: { field: 'name', dir: 'asc' },
  filters: [
    { field: 'state', kind: 'select', options: USER_STATES, label: 'columns.state', optionLabels: 'states' },
    { field: 'role', kind: 'select', options: COMPANY_ROLES, label: 'columns.role', optionLabels: 'roles' },
  ],
  access: readOnlyAccess('portal:manage-company'),
  canAdd: false,
  canExport: false,
} satisfies ResourceDef;
