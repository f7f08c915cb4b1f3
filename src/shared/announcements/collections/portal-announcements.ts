import { z } from 'zod';
import { LOCALE_CODES } from '../../locales';
import { readOnlyAccess, type ResourceDef } from '../../collections/types';

/**
 * /portal/announcements (issue 12): the announcements aimed at the reader (their role, company and country) and
 * published now, newest first, the unread ones marked; found by a part of the title in any language, filtered by
 * unread. Each row opens the announcement (/portal/announcements/{id}), which marks it read; "Mark all as read" is a
 * workflow beside the list. Voltara's records, offered by audience (scope 'shared'), read only. Mounted as
 * `portal.announcements` beside `get`, `markRead` and `markAllRead` (decision 0075).
 */
export const portalAnnouncementsResource = {
  name: 'portalAnnouncements',
  mount: 'announcements',
  face: 'portal',
  basePath: '/portal/announcements',
  routes: { list: 'portal.announcements', detail: 'portal.announcement' },
  ns: 'portal-news',
  title: 'announcements.title',
  singular: 'announcements.singular',
  lead: 'announcements.lead',
  empty: 'announcements.empty',
  noMatch: 'announcements.noMatch',
  searchHint: 'announcements.searchHint',
  parentPath: '/portal',
  schema: z.object({}),
  fields: [],
  columns: [
    // Every language's title and the start of every body are read: the row shows the reader's (the server's `present`).
    {
      field: 'title',
      label: 'announcements.columns.title',
      href: { path: '/portal/announcements' },
      reads: ['unread', ...LOCALE_CODES.map((code) => `title_${code}`), ...LOCALE_CODES.map((code) => `bodyStart_${code}`)],
    },
    { field: 'publishFrom', kind: 'date', label: 'announcements.columns.published', sortable: true },
    { field: 'unread', kind: 'boolean', label: 'announcements.columns.status' },
  ],
  labelField: 'title_EN',
  searchFields: ['title'],
  defaultSort: { field: 'publishFrom', dir: 'desc' },
  filters: [{ field: 'unread', kind: 'boolean', label: 'announcements.unreadOnly' }],
  access: readOnlyAccess('portal:access'),
  canAdd: false,
  // An announcement is read on its page; the old list had no export.
  canExport: false,
} satisfies ResourceDef;
