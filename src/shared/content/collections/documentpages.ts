import { z } from 'zod';
import { localized, relationId, sortOrder } from '../../collections/fields';
import { accessFor, type ResourceDef } from '../../collections/types';

/**
 * The pages of a document. They have no list screen: the document's edit page lists them (DocumentPagesPanel, through
 * the documentId filter) and adds them; each is edited at /admin/content/documents/pages/{id}.
 */
export const documentPagesResource = {
  name: 'documentpages',
  basePath: '/admin/content/documents/pages',
  routes: { edit: 'admin.content.documents.page' },
  ns: 'admin-pages',
  title: 'documentpages.title',
  singular: 'documentpages.singular',
  parentPath: '/admin/content/documents',
  schema: z.object({
    documentId: relationId(),
    ...localized('title', { max: 255 }),
    ...localized('body', { max: 200_000, requireEn: false }),
    sort: sortOrder(),
  }),
  fields: [
    { name: 'documentId', kind: 'relation', resource: 'documents', required: true, label: 'documentpages.fields.documentId' },
    { name: 'title', kind: 'localized', required: true, label: 'documentpages.fields.title' },
    { name: 'body', kind: 'localizedRich', label: 'documentpages.fields.body' },
    { name: 'sort', kind: 'number', label: 'documentpages.fields.sort' },
  ],
  columns: [
    { field: 'title', kind: 'localized', sortable: true, label: 'documentpages.fields.title' },
    { field: 'documentId', kind: 'relation', label: 'documentpages.fields.documentId' },
    { field: 'sort', kind: 'number', sortable: true, label: 'documentpages.fields.sort' },
  ],
  labelField: 'title_EN',
  searchFields: ['title'],
  defaultSort: { field: 'sort', dir: 'asc' },
  filters: [{ field: 'documentId', kind: 'relation', resource: 'documents', label: 'documentpages.fields.documentId' }],
  access: accessFor('admin:access'),
  // No list to add from: pages are added from their document's edit page.
  canAdd: false,
} satisfies ResourceDef;
