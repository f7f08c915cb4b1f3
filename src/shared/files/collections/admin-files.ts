import { z } from 'zod';
import { readOnlyAccess, type ResourceDef } from '../../collections/types';

/** What the file library is filtered by: images (a poster) or every other file (documents, videos, captions). */
export const FILE_KINDS = ['image', 'other'] as const;

/**
 * The file library (issue 4): every uploaded file, newest first, found by a part of its name, filtered by kind. A
 * course's file fields pick from it in a dialog (FileLibraryDialog: the kind fixed by the field, the list kept out of
 * the address); a file's page (/admin/files/{id}) is reached from the downloads. A file is renamed and deleted through
 * its page's workflows (admin.files.update, delete: a rename keeps its real extension, a delete refuses a file in use),
 * uploaded through POST /api/admin/files: the collection offers no generic writes. Mounted as `admin.files`.
 */
export const adminFilesResource = {
  name: 'adminFiles',
  mount: 'files',
  face: 'admin',
  basePath: '/admin/files',
  // No list screen: the picker draws the list; no Open link, which would leave the dialog.
  routes: {},
  ns: 'admin-files',
  title: 'library.title',
  singular: 'file.title',
  empty: 'library.empty',
  noMatch: 'library.noMatch',
  searchHint: 'library.search',
  parentPath: '/admin/downloads',
  schema: z.object({}),
  fields: [],
  columns: [
    { field: 'name', label: 'library.columns.name', sortable: true, reads: ['storageKey'] },
    { field: 'contentType', label: 'library.columns.type' },
    { field: 'size', kind: 'number', label: 'library.columns.size', sortable: true },
    { field: 'createdAt', kind: 'date', label: 'library.columns.uploaded', sortable: true },
  ],
  labelField: 'name',
  searchFields: ['name'],
  defaultSort: { field: 'createdAt', dir: 'desc' },
  filters: [{ field: 'kind', kind: 'select', options: FILE_KINDS, label: 'library.columns.kind', optionLabels: 'library.kinds' }],
  access: readOnlyAccess('admin:access'),
  canAdd: false,
  canExport: false,
} satisfies ResourceDef;
