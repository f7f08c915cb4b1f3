import { z } from 'zod';
import { WEBSITE_LOG_KINDS } from '../website-log.schema';
import { readOnlyAccess, type ResourceDef } from '../../collections/types';

/**
 * /admin/logs/website (issue 4, Logs): what happened on the public site worth an admin's eye (form submissions, pages
 * not found, failed sign-ins, rate-limit hits), newest first; found by a part of the path or the start of an e-mail
 * or IP address, narrowed to a kind and a span of days. Written only by the site itself, so the collection offers no
 * writes; it is mounted as `admin.logs.website` beside the other logs.
 */
export const websiteLogResource = {
  name: 'websiteLog',
  mount: 'logs.website',
  face: 'admin',
  basePath: '/admin/logs/website',
  routes: { list: 'admin.logs.website' },
  ns: 'admin-logs',
  title: 'website.title',
  singular: 'website.singular',
  lead: 'website.description',
  empty: 'empty',
  noMatch: 'noMatches',
  searchHint: 'website.searchHint',
  parentPath: '/admin',
  schema: z.object({}),
  fields: [],
  columns: [
    // Drawn by the page to the second (LOG_TIME_CELLS).
    { field: 'createdAt', kind: 'date', label: 'when', sortable: true },
    { field: 'kind', kind: 'select', label: 'website.kind', optionLabels: 'website.kinds' },
    { field: 'path', label: 'website.path' },
    { field: 'email', label: 'website.email' },
    { field: 'ip', label: 'website.ip' },
    // Names and short values (form name, referrer, user agent ...), read into an object by the server half's `present`.
    { field: 'detail', label: 'website.detail' },
  ],
  labelField: 'path',
  searchFields: [],
  defaultSort: { field: 'createdAt', dir: 'desc' },
  filters: [
    { field: 'kind', kind: 'select', options: WEBSITE_LOG_KINDS, label: 'website.kind', optionLabels: 'website.kinds', allLabel: 'website.allKinds' },
    { field: 'createdAt', kind: 'dateRange', label: 'days' },
  ],
  access: readOnlyAccess('admin:access'),
  canAdd: false,
  // A log read on the screen (its detail is JSON), as before: no CSV.
  canExport: false,
} satisfies ResourceDef;
