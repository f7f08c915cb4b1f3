import { z } from 'zod';
import { ENQUIRY_KINDS, ENQUIRY_STATUSES } from '../../catalog/enums';
import { readOnlyAccess, type ResourceDef } from '../../collections/types';

/** The assignee filter's choices: the admin reading ("assigned to me", the session's, never the address's) or nobody. */
export const ENQUIRY_ASSIGNEE_CHOICES = ['mine', 'unassigned'] as const;

/**
 * /admin/enquiries (issue 9, scope 2): every enquiry the public forms stored, newest first; found by a part of the
 * sender's name, e-mail address or company (or the reference's number); filtered by kind, status (spam only when asked
 * for: "All but spam" is the unset choice) and assignee (me, nobody); exported as CSV with the filters. Each row opens
 * /admin/enquiries/{id}, where an enquiry is assigned, answered, marked done, reopened or taken back from spam:
 * workflows beside the list, so the collection offers no writes. Mounted by the admin router as `admin.enquiries`.
 */
export const adminEnquiriesResource = {
  name: 'adminEnquiries',
  mount: 'enquiries',
  face: 'admin',
  basePath: '/admin/enquiries',
  routes: { list: 'admin.enquiries', detail: 'admin.enquiry' },
  ns: 'admin-enquiries',
  title: 'list.title',
  singular: 'list.singular',
  lead: 'list.description',
  empty: 'list.empty',
  noMatch: 'list.noMatches',
  searchHint: 'list.searchPlaceholder',
  parentPath: '/admin',
  schema: z.object({}),
  fields: [],
  columns: [
    { field: 'id', label: 'list.columns.ref' },
    { field: 'createdAt', kind: 'date', label: 'list.columns.received', sortable: true },
    { field: 'kind', kind: 'select', label: 'list.columns.kind', optionLabels: 'kinds' },
    { field: 'name', label: 'list.columns.name', href: { path: '/admin/enquiries' }, secondary: 'email' },
    { field: 'company', label: 'list.columns.company' },
    { field: 'product', label: 'list.columns.product' },
    { field: 'status', kind: 'select', label: 'list.columns.status', optionLabels: 'statuses' },
    { field: 'assigneeName', label: 'list.columns.assignee', emptyLabel: 'list.nobody' },
  ],
  labelField: 'name',
  // Searched by the server half's own condition: the enquiries' trigram index over these three.
  searchFields: ['name', 'email', 'company'],
  defaultSort: { field: 'createdAt', dir: 'desc' },
  filters: [
    { field: 'kind', kind: 'select', options: ENQUIRY_KINDS, label: 'list.kind', optionLabels: 'kinds', allLabel: 'list.allKinds' },
    { field: 'status', kind: 'select', options: ENQUIRY_STATUSES, label: 'list.status', optionLabels: 'statuses', allLabel: 'list.allStatuses' },
    { field: 'assignee', kind: 'select', options: ENQUIRY_ASSIGNEE_CHOICES, label: 'list.columns.assignee', optionLabels: 'list.assignees' },
  ],
  access: readOnlyAccess('admin:access'),
  canAdd: false,
} satisfies ResourceDef;
