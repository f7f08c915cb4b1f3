import { z } from 'zod';
import { flag, localized, optionalText, sortOrder } from '../../collections/fields';
import { accessFor, type ResourceDef } from '../../collections/types';

/** The checklist a partner audit walks through (portal audits). */
export const auditQuestionsResource = {
  name: 'auditquestions',
  basePath: '/admin/settings/auditquestions',
  routes: { list: 'admin.settings.auditquestions' },
  ns: 'admin-settings',
  title: 'auditquestions.title',
  singular: 'auditquestions.singular',
  parentPath: '/admin/settings',
  schema: z.object({
    category: optionalText(60),
    ...localized('question', { max: 500 }),
    active: flag(true),
    sort: sortOrder(),
  }),
  fields: [
    { name: 'question', kind: 'localized', required: true, multiline: true, label: 'auditquestions.fields.question' },
    { name: 'category', kind: 'text', label: 'auditquestions.fields.category', help: 'auditquestions.help.category' },
    { name: 'active', kind: 'boolean', label: 'auditquestions.fields.active' },
    { name: 'sort', kind: 'number', label: 'auditquestions.fields.sort' },
  ],
  columns: [
    { field: 'question', kind: 'localized', sortable: true, label: 'auditquestions.fields.question' },
    { field: 'category', kind: 'text', sortable: true, label: 'auditquestions.fields.category' },
    { field: 'active', kind: 'boolean', sortable: true, label: 'auditquestions.fields.active' },
    { field: 'sort', kind: 'number', sortable: true, label: 'auditquestions.fields.sort' },
  ],
  labelField: 'question_EN',
  searchFields: ['question', 'category'],
  defaultSort: { field: 'sort', dir: 'asc' },
  filters: [{ field: 'active', kind: 'boolean', label: 'auditquestions.fields.active' }],
  access: accessFor('admin:access'),
  canAdd: true,
} satisfies ResourceDef;
