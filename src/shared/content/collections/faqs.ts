import { z } from 'zod';
import { FAQ_CATEGORIES } from '../enums';
import { flag, localized, sortOrder } from '../../collections/fields';
import { accessFor, type ResourceDef } from '../../collections/types';

export const faqsResource = {
  name: 'faqs',
  basePath: '/admin/content/faqs',
  routes: { list: 'admin.content.faqs', edit: 'admin.content.faqs.edit' },
  ns: 'admin-content',
  title: 'faqs.title',
  singular: 'faqs.singular',
  parentPath: '/admin/content',
  schema: z.object({
    category: z.enum(FAQ_CATEGORIES).default('general'),
    ...localized('question', { max: 500 }),
    ...localized('answer', { max: 20_000 }),
    published: flag(true),
    sort: sortOrder(),
  }),
  fields: [
    { name: 'category', kind: 'select', options: FAQ_CATEGORIES, optionLabels: 'faqs.categories', label: 'faqs.fields.category' },
    { name: 'question', kind: 'localized', required: true, label: 'faqs.fields.question' },
    { name: 'answer', kind: 'localizedRich', required: true, label: 'faqs.fields.answer' },
    { name: 'published', kind: 'boolean', label: 'faqs.fields.published' },
    { name: 'sort', kind: 'number', label: 'faqs.fields.sort' },
  ],
  columns: [
    { field: 'question', kind: 'localized', sortable: true, label: 'faqs.fields.question' },
    { field: 'category', kind: 'select', sortable: true, optionLabels: 'faqs.categories', label: 'faqs.fields.category' },
    { field: 'published', kind: 'boolean', sortable: true, label: 'faqs.fields.published' },
    { field: 'sort', kind: 'number', sortable: true, label: 'faqs.fields.sort' },
  ],
  labelField: 'question_EN',
  searchFields: ['question'],
  defaultSort: { field: 'sort', dir: 'asc' },
  filters: [
    { field: 'category', kind: 'select', options: FAQ_CATEGORIES, optionLabels: 'faqs.categories', label: 'faqs.fields.category' },
    { field: 'published', kind: 'boolean', label: 'faqs.fields.published' },
  ],
  access: accessFor('admin:access'),
  canAdd: true,
} satisfies ResourceDef;
