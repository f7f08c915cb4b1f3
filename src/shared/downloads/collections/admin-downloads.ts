import { z } from 'zod';
import { readOnlyAccess, type ResourceDef } from '../../collections/types';
import { downloadColumns, downloadFilters } from './download-columns';

/** The title, category and audience columns are the portal's files' too (download-columns.ts). */
const columns = downloadColumns('downloads');

/**
 * /admin/downloads (issue 4): every download offered on the site (brochures, datasheets, manuals, software), in the
 * order the public pages list them; found by a part of a title in any language or of its file's name; filtered by
 * audience and category. A title opens the download's form beside the list (/admin/downloads/{id}, the list's query
 * kept), "New download" the add form: a download is written with its uploaded file and the service-manual rule's own
 * message (admin.downloads.create, update, delete), workflows beside the list, so the collection offers no generic
 * writes. Mounted by the admin router as `admin.downloads`, beside those workflows.
 */
export const adminDownloadsResource = {
  name: 'adminDownloads',
  mount: 'downloads',
  face: 'admin',
  basePath: '/admin/downloads',
  // The page is the section's own (admin.downloads, /admin/downloads/{id?}: the list with the form beside it), so no
  // list route here; no detail or edit route either: the generic Open/Edit links would drop the list's query, so the
  // title cell links to the form instead.
  routes: {},
  ns: 'admin-files',
  title: 'downloads.title',
  singular: 'downloads.singular',
  lead: 'downloads.description',
  empty: 'downloads.none',
  noMatch: 'downloads.empty',
  searchHint: 'filters.search',
  parentPath: '/admin',
  schema: z.object({}),
  fields: [],
  columns: [
    // Drawn by the page: the title links to the form beside the list, with a Draft badge when unpublished.
    { ...columns.title, reads: ['published'] },
    columns.category,
    columns.audience,
    // Drawn by the page: the file's name linking to its page, and its size.
    { field: 'fileName', label: 'downloads.columns.file', reads: ['fileId', 'fileSize'] },
    { field: 'sort', kind: 'number', label: 'downloads.columns.sort', sortable: true },
  ],
  labelField: 'title_EN',
  searchFields: ['title'],
  // The public pages' order (the sort number, then the English title).
  defaultSort: { field: 'sort', dir: 'asc' },
  filters: downloadFilters('filters'),
  access: readOnlyAccess('admin:access'),
  canAdd: false,
  // The old list had none; the public download pages are the downloads' listing.
  canExport: false,
} satisfies ResourceDef;
