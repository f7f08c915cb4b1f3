import { z } from 'zod';
import { readOnlyAccess, type ResourceDef } from '../../collections/types';

/**
 * /admin/logs (issue 4, Logs): the audit trail of every write in the back office, newest first; found by the start of
 * the actor's e-mail address or a record id, narrowed to a section (those that occur in the log, offered by the
 * server) and a span of days. Each row says who changed which record of which section, and what changed, in the
 * reader's language (the server half's `present`). Entries are only ever written by the writes they describe, so the
 * collection offers no writes; it is mounted as `admin.logs.audit` beside the other logs.
 */
export const auditTrailResource = {
  name: 'auditTrail',
  mount: 'logs.audit',
  face: 'admin',
  basePath: '/admin/logs',
  routes: { list: 'admin.logs' },
  ns: 'admin-logs',
  title: 'audit.title',
  singular: 'audit.singular',
  lead: 'audit.description',
  empty: 'empty',
  noMatch: 'noMatches',
  searchHint: 'audit.searchHint',
  parentPath: '/admin',
  schema: z.object({}),
  fields: [],
  columns: [
    { field: 'createdAt', kind: 'date', label: 'when', sortable: true },
    // The actor's id comes along for the readable entry (a deleted account keeps its e-mail address here).
    { field: 'actorEmail', label: 'audit.who', reads: ['actorId'] },
    { field: 'section', label: 'audit.section' },
    { field: 'recordId', label: 'audit.record' },
    { field: 'action', label: 'audit.action' },
    { field: 'changes', label: 'audit.changes' },
  ],
  labelField: 'actorEmail',
  searchFields: [],
  defaultSort: { field: 'createdAt', dir: 'desc' },
  filters: [
    { field: 'section', kind: 'offered', label: 'audit.section' },
    { field: 'createdAt', kind: 'dateRange', label: 'days' },
  ],
  access: readOnlyAccess('admin:access'),
  canAdd: false,
  // The stored changes are JSON for the readable trail, not a file for a spreadsheet.
  canExport: false,
} satisfies ResourceDef;
