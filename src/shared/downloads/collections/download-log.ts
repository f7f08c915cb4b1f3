import { z } from 'zod';
import { readOnlyAccess, type ResourceDef } from '../../collections/types';

/**
 * The download log (issue 4): who fetched a download that is not public, from which address and when, newest first.
 * Drawn under the downloads list (every download's fetches, with a download filter) and in a download's form (its own
 * fetches: the page fixes the filter). Written by the download endpoint only, so the collection offers no writes and
 * no search (as before: a log is read by its download and its date). Mounted by the admin router as
 * `admin.downloadLog`.
 */
export const adminDownloadLogResource = {
  name: 'adminDownloadLog',
  mount: 'downloadLog',
  face: 'admin',
  basePath: '/admin/downloads',
  // No screen of its own: it is drawn on the downloads page.
  routes: {},
  ns: 'admin-files',
  title: 'log.title',
  singular: 'log.entry',
  empty: 'log.empty',
  noMatch: 'log.noMatch',
  parentPath: '/admin/downloads',
  searchable: false,
  schema: z.object({}),
  fields: [],
  columns: [
    // Drawn by the page with its time.
    { field: 'createdAt', kind: 'date', label: 'log.when' },
    // The download's English title, linking to its form; "(deleted download)" once the download is gone.
    { field: 'title', label: 'log.download', emptyLabel: 'log.deleted', href: { path: '/admin/downloads', key: 'downloadId' } },
    { field: 'email', label: 'log.who', emptyLabel: 'log.anonymous' },
    { field: 'ip', label: 'log.ip' },
  ],
  labelField: 'email',
  searchFields: [],
  defaultSort: { field: 'createdAt', dir: 'desc' },
  filters: [{ field: 'downloadId', kind: 'relation', resource: 'adminDownloads', label: 'log.download' }],
  access: readOnlyAccess('admin:access'),
  canAdd: false,
  canExport: false,
} satisfies ResourceDef;
