import { z } from 'zod';
import { readOnlyAccess, type ResourceDef } from '../../collections/types';

/**
 * /portal/inbox (issue 12): the reader's company's conversations with Voltara, newest activity first, the unread ones
 * marked; found by subject, filtered by unread. Each row opens the thread (/portal/inbox/{id}), where the company
 * replies; "New message" starts one. The same table and rule of unread as the back office's messages
 * (adminMessages), scoped to the reader's company; an admin looking through the portal sees every company's, with the
 * company under the subject. Mounted as `portal.inbox` beside its workflows (decision 0060).
 */
export const portalInboxResource = {
  name: 'portalInbox',
  mount: 'inbox',
  face: 'portal',
  basePath: '/portal/inbox',
  routes: { list: 'portal.inbox', detail: 'portal.message' },
  ns: 'portal-news',
  title: 'inbox.title',
  singular: 'inbox.singular',
  lead: 'inbox.lead',
  empty: 'inbox.empty',
  noMatch: 'inbox.noMatch',
  searchHint: 'inbox.searchHint',
  parentPath: '/portal',
  schema: z.object({}),
  fields: [],
  columns: [
    { field: 'subject', label: 'inbox.columns.subject', sortable: true, href: { path: '/portal/inbox' }, secondary: 'companyName', reads: ['unread'] },
    { field: 'lastPostAt', kind: 'date', label: 'inbox.columns.lastPost', sortable: true },
    { field: 'posts', kind: 'number', label: 'inbox.columns.posts' },
    { field: 'unread', kind: 'boolean', label: 'inbox.columns.status', reads: ['lastFromVoltara'] },
  ],
  labelField: 'subject',
  searchFields: ['subject'],
  defaultSort: { field: 'lastPostAt', dir: 'desc' },
  filters: [{ field: 'unread', kind: 'boolean', label: 'inbox.unreadOnly' }],
  access: readOnlyAccess('portal:access'),
  canAdd: false,
  // A company's conversations are read in their threads; the old inbox had no export either.
  canExport: false,
} satisfies ResourceDef;
