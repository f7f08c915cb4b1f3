import { z } from 'zod';
import { readOnlyAccess, type ResourceDef } from '../../collections/types';

/**
 * /admin/distributors/messages (issue 12): every partner company's conversations with Voltara, newest activity first;
 * found by subject or company name, filtered by company and by unread (a post of the company the admin has not opened
 * yet). Each row opens the thread (/admin/distributors/messages/{id}), where Voltara replies; a new message to a company
 * is the send workflow's own page. The conversations change only through those workflows, so the collection offers no
 * writes. Mounted as `admin.messages` beside them (decision 0060).
 */
export const adminMessagesResource = {
  name: 'adminMessages',
  mount: 'messages',
  face: 'admin',
  basePath: '/admin/distributors/messages',
  routes: { list: 'admin.distributors.messages', detail: 'admin.distributors.message' },
  ns: 'admin-news',
  title: 'messages.title',
  singular: 'messages.singular',
  lead: 'messages.description',
  empty: 'messages.empty',
  noMatch: 'messages.noMatch',
  searchHint: 'messages.searchHint',
  parentPath: '/admin',
  schema: z.object({}),
  fields: [],
  columns: [
    { field: 'subject', label: 'messages.columns.subject', sortable: true, href: { path: '/admin/distributors/messages' }, reads: ['unread'] },
    { field: 'companyName', label: 'messages.columns.company' },
    { field: 'lastPostAt', kind: 'date', label: 'messages.columns.lastPost', sortable: true },
    { field: 'posts', kind: 'number', label: 'messages.columns.posts' },
    { field: 'unread', kind: 'boolean', label: 'messages.columns.status', reads: ['lastFromVoltara'] },
  ],
  labelField: 'subject',
  searchFields: ['subject'],
  defaultSort: { field: 'lastPostAt', dir: 'desc' },
  filters: [
    { field: 'companyId', kind: 'relation', resource: 'companies', label: 'messages.company' },
    { field: 'unread', kind: 'boolean', label: 'messages.unreadOnly' },
  ],
  access: readOnlyAccess('admin:access'),
  canAdd: false,
  // Conversations with partners are read in their threads, not handed out in bulk (the old list had no export).
  canExport: false,
} satisfies ResourceDef;
