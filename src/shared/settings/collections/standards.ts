import { z } from 'zod';
import { localized, text, url } from '../../collections/fields';
import { accessFor, type ResourceDef } from '../../collections/types';

/** Standards the instruments conform to (EN 50191, ISO 2746 ...), cited on product pages. */
export const standardsResource = {
  name: 'standards',
  basePath: '/admin/settings/standards',
  routes: { list: 'admin.settings.standards' },
  ns: 'admin-settings',
  title: 'standards.title',
  singular: 'standards.singular',
  parentPath: '/admin/settings',
  schema: z.object({ code: text(60), ...localized('title', { max: 300 }), url: url() }),
  fields: [
    { name: 'code', kind: 'text', required: true, label: 'standards.fields.code', help: 'standards.help.code' },
    { name: 'title', kind: 'localized', required: true, label: 'standards.fields.title' },
    { name: 'url', kind: 'text', label: 'standards.fields.url' },
  ],
  columns: [
    { field: 'code', kind: 'text', sortable: true, label: 'standards.fields.code' },
    { field: 'title', kind: 'localized', sortable: true, label: 'standards.fields.title' },
  ],
  labelField: 'code',
  searchFields: ['code', 'title'],
  defaultSort: { field: 'code', dir: 'asc' },
  filters: [],
  access: accessFor('admin:access'),
  canAdd: true,
} satisfies ResourceDef;
