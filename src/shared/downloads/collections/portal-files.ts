import { z } from 'zod';
import { LOCALE_CODES } from '../../locales';
import { readOnlyAccess, type ResourceDef } from '../../collections/types';
import { downloadColumns, downloadFilters } from './download-columns';

/** The title, category and audience columns and filters are the back office's downloads' too (download-columns.ts). */
const columns = downloadColumns('files');

/**
 * /portal/files (issue 12): the downloads a portal member may fetch (price lists, marketing material, documents by
 * audience; service manuals only for roles with service tool access), by category in the admin's order; found by a
 * part of a title in any language or of the file's name, filtered by category and audience. Each row's Download link
 * goes through the portal's own address, which logs the download with the member's company. Voltara's records, the
 * same for every member of a role (scope 'shared'), read only. Mounted as `portal.files`.
 */
export const portalFilesResource = {
  name: 'portalFiles',
  mount: 'files',
  face: 'portal',
  basePath: '/portal/files',
  // A download is fetched, not opened: no record page.
  routes: { list: 'portal.files' },
  ns: 'portal-team',
  title: 'files.title',
  singular: 'files.singular',
  lead: 'files.lead',
  empty: 'files.empty',
  noMatch: 'files.noMatch',
  searchHint: 'files.searchHint',
  parentPath: '/portal',
  schema: z.object({}),
  fields: [],
  columns: [
    // Every language's title is read: the row shows the reader's (the server half's `present`).
    { ...columns.title, reads: LOCALE_CODES.map((code) => `title_${code}`) },
    columns.category,
    columns.audience,
    // Drawn by the page: the file's type and size.
    { field: 'fileName', label: 'files.columns.file', reads: ['fileSize'] },
  ],
  labelField: 'title_EN',
  searchFields: ['title'],
  // By category in the admin's order, then the public pages' order within one (the old page's groups).
  defaultSort: { field: 'category', dir: 'asc' },
  filters: downloadFilters('files'),
  access: readOnlyAccess('portal:access'),
  canAdd: false,
  // A member fetches the files themselves; the old page had no export.
  canExport: false,
} satisfies ResourceDef;
