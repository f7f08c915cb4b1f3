import { z } from 'zod';
import { flag, localized, optionalText, sortOrder, text } from '../../collections/fields';
import { accessFor, type ResourceDef } from '../../collections/types';

/** Customer quotes; the author and company are names, so they are not translated, the quote is. */
export const testimonialsResource = {
  name: 'testimonials',
  basePath: '/admin/content/testimonials',
  routes: { list: 'admin.content.testimonials', edit: 'admin.content.testimonials.edit' },
  ns: 'admin-content',
  title: 'testimonials.title',
  singular: 'testimonials.singular',
  parentPath: '/admin/content',
  schema: z.object({
    author: text(120),
    company: optionalText(120),
    ...localized('quote', { max: 2000 }),
    published: flag(true),
    sort: sortOrder(),
  }),
  fields: [
    { name: 'author', kind: 'text', required: true, label: 'testimonials.fields.author' },
    { name: 'company', kind: 'text', label: 'testimonials.fields.company' },
    { name: 'quote', kind: 'localized', multiline: true, required: true, label: 'testimonials.fields.quote' },
    { name: 'published', kind: 'boolean', label: 'testimonials.fields.published' },
    { name: 'sort', kind: 'number', label: 'testimonials.fields.sort' },
  ],
  columns: [
    { field: 'author', kind: 'text', sortable: true, label: 'testimonials.fields.author' },
    { field: 'company', kind: 'text', sortable: true, label: 'testimonials.fields.company' },
    { field: 'quote', kind: 'localized', label: 'testimonials.fields.quote' },
    { field: 'published', kind: 'boolean', sortable: true, label: 'testimonials.fields.published' },
    { field: 'sort', kind: 'number', sortable: true, label: 'testimonials.fields.sort' },
  ],
  labelField: 'author',
  searchFields: ['author', 'company', 'quote'],
  defaultSort: { field: 'sort', dir: 'asc' },
  filters: [{ field: 'published', kind: 'boolean', label: 'testimonials.fields.published' }],
  access: accessFor('admin:access'),
  canAdd: true,
} satisfies ResourceDef;
