import { z } from 'zod';
import { HELP_CATEGORIES } from '../helpcenter.types';
import { flag, localized, sortOrder } from '../../collections/fields';
import { accessFor, type ResourceDef } from '../../collections/types';

export const helpcenterResource = {
  name: 'helpcenter',
  basePath: '/admin/content/helpcenter',
  routes: { list: 'admin.content.helpcenter', edit: 'admin.content.helpcenter.edit' },
  ns: 'admin-content',
  title: 'helpcenter.title',
  singular: 'helpcenter.singular',
  parentPath: '/admin/content',
  schema: z.object({
    category: z.enum(HELP_CATEGORIES).default('general'),
    ...localized('title', { max: 255 }),
    ...localized('body', { max: 50_000 }),
    published: flag(true),
    sort: sortOrder(),
  }),
  fields: [
    { name: 'category', kind: 'select', options: HELP_CATEGORIES, optionLabels: 'helpcenter.categories', label: 'helpcenter.fields.category' },
    { name: 'title', kind: 'localized', required: true, label: 'helpcenter.fields.title' },
    { name: 'body', kind: 'localizedRich', required: true, label: 'helpcenter.fields.body' },
    { name: 'published', kind: 'boolean', label: 'helpcenter.fields.published' },
    { name: 'sort', kind: 'number', label: 'helpcenter.fields.sort' },
  ],
  columns: [
    { field: 'title', kind: 'localized', sortable: true, label: 'helpcenter.fields.title' },
    { field: 'category', kind: 'select', sortable: true, optionLabels: 'helpcenter.categories', label: 'helpcenter.fields.category' },
    { field: 'published', kind: 'boolean', sortable: true, label: 'helpcenter.fields.published' },
    { field: 'sort', kind: 'number', sortable: true, label: 'helpcenter.fields.sort' },
  ],
  labelField: 'title_EN',
  searchFields: ['title'],
  defaultSort: { field: 'sort', dir: 'asc' },
  filters: [
    { field: 'category', kind: 'select', options: HELP_CATEGORIES, optionLabels: 'helpcenter.categories', label: 'helpcenter.fields.category' },
    { field: 'published', kind: 'boolean', label: 'helpcenter.fields.published' },
  ],
  access: accessFor('admin:access'),
  canAdd: true,
} satisfies ResourceDef;
