import { z } from 'zod';
import { flag, localized, slug } from '../../collections/fields';
import { accessFor, type ResourceDef } from '../../collections/types';

/**
 * Multi-page documents (the guides at /guides/{id}). Their pages are a resource of their own (documentpages), listed
 * under the document's edit form and edited at /admin/content/documents/pages/{id}.
 */
export const documentsResource = {
  name: 'documents',
  basePath: '/admin/content/documents',
  routes: { list: 'admin.content.documents', edit: 'admin.content.documents.edit' },
  ns: 'admin-pages',
  title: 'documents.title',
  singular: 'documents.singular',
  parentPath: '/admin/content',
  schema: z.object({
    slug: slug(),
    ...localized('title', { max: 255 }),
    published: flag(true),
  }),
  fields: [
    { name: 'title', kind: 'localized', required: true, label: 'documents.fields.title' },
    { name: 'slug', kind: 'text', required: true, label: 'documents.fields.slug' },
    { name: 'published', kind: 'boolean', label: 'documents.fields.published' },
  ],
  columns: [
    { field: 'title', kind: 'localized', sortable: true, label: 'documents.fields.title' },
    { field: 'slug', kind: 'text', sortable: true, label: 'documents.fields.slug' },
    { field: 'published', kind: 'boolean', sortable: true, label: 'documents.fields.published' },
  ],
  labelField: 'title_EN',
  searchFields: ['title', 'slug'],
  defaultSort: { field: 'title', dir: 'asc' },
  filters: [{ field: 'published', kind: 'boolean', label: 'documents.fields.published' }],
  access: accessFor('admin:access'),
  canAdd: true,
} satisfies ResourceDef;
