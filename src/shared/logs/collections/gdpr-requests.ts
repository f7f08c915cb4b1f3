import { z } from 'zod';
import { GDPR_REQUEST_KINDS } from '../../logs/gdpr.schema';
import { readOnlyAccess, type ResourceDef } from '../../collections/types';

/**
 * /admin/logs/gdpr (issue 4, Logs; GDPR): the personal-data exports and erasures, newest first; found by the start of
 * the address of the admin who made them or by an account's id (after an erasure only the id names the person),
 * narrowed to a kind, a span of days or one account. Written by the export and erasure workflows only, so the
 * collection offers no writes; it is mounted as `admin.logs.gdpr.requests` beside them.
 */
export const gdprRequestsResource = {
  name: 'gdprRequests',
  mount: 'logs.gdpr.requests',
  face: 'admin',
  basePath: '/admin/logs/gdpr',
  // No route of its own: the GDPR log's page draws it under the person finder.
  routes: {},
  ns: 'admin-logs',
  title: 'gdpr.requests',
  singular: 'gdpr.requestKind',
  empty: 'empty',
  noMatch: 'noMatches',
  searchHint: 'gdpr.requestsSearchHint',
  parentPath: '/admin',
  schema: z.object({}),
  fields: [],
  columns: [
    // Drawn by the page to the second (LogTime).
    { field: 'createdAt', kind: 'date', label: 'when', sortable: true },
    { field: 'kind', kind: 'select', label: 'gdpr.requestKind', optionLabels: 'gdpr.kinds' },
    { field: 'subjectId', label: 'gdpr.subject' },
    { field: 'actorEmail', label: 'gdpr.by' },
  ],
  labelField: 'subjectId',
  searchFields: [],
  defaultSort: { field: 'createdAt', dir: 'desc' },
  filters: [
    { field: 'kind', kind: 'select', options: GDPR_REQUEST_KINDS, label: 'gdpr.requestKind', optionLabels: 'gdpr.kinds' },
    { field: 'createdAt', kind: 'dateRange', label: 'days' },
    { field: 'subjectId', kind: 'text', label: 'gdpr.subject' },
  ],
  access: readOnlyAccess('admin:access'),
  canAdd: false,
  // Read on the screen, as before.
  canExport: false,
} satisfies ResourceDef;
