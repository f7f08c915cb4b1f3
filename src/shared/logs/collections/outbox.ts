import { z } from 'zod';
import { readOnlyAccess, type ResourceDef } from '../../collections/types';

/**
 * The outbox (issue 4, Logs; a section of /admin/logs/website, ?tab=outbox): the e-mails the site wrote while no mail
 * server is configured, newest first, found by the start of the recipient's address; each opens in a dialog (the
 * collection's `get` answers the message with its bodies). Written by the mailer only, so no writes; mounted as
 * `admin.logs.outbox`.
 */
export const outboxResource = {
  name: 'outbox',
  mount: 'logs.outbox',
  face: 'admin',
  basePath: '/admin/logs/website',
  // No route of its own: the website log's page draws it as its outbox section.
  routes: {},
  ns: 'admin-logs',
  title: 'outbox.title',
  singular: 'outbox.message',
  lead: 'outbox.description',
  empty: 'empty',
  noMatch: 'noMatches',
  searchHint: 'outbox.searchHint',
  parentPath: '/admin',
  schema: z.object({}),
  fields: [],
  columns: [
    // Drawn by the page to the second (LOG_TIME_CELLS).
    { field: 'createdAt', kind: 'date', label: 'when', sortable: true },
    { field: 'to', label: 'outbox.to' },
    { field: 'subject', label: 'outbox.subject' },
  ],
  labelField: 'subject',
  searchFields: [],
  defaultSort: { field: 'createdAt', dir: 'desc' },
  filters: [{ field: 'createdAt', kind: 'dateRange', label: 'days' }],
  access: readOnlyAccess('admin:access'),
  canAdd: false,
  // The bodies are read one at a time in the dialog, not exported.
  canExport: false,
} satisfies ResourceDef;
