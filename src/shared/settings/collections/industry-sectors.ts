import { z } from 'zod';
import { localized, sortOrder } from '../../collections/fields';
import { accessFor, type ResourceDef } from '../../collections/types';

export const industrySectorsResource = {
  name: 'industrysectors',
  basePath: '/admin/settings/industrysectors',
  routes: { list: 'admin.settings.industrysectors' },
  ns: 'admin-settings',
  title: 'industrysectors.title',
  singular: 'industrysectors.singular',
  parentPath: '/admin/settings',
  schema: z.object({ ...localized('name', { max: 120 }), sort: sortOrder() }),
  fields: [
    { name: 'name', kind: 'localized', required: true, label: 'industrysectors.fields.name' },
    { name: 'sort', kind: 'number', label: 'industrysectors.fields.sort' },
  ],
  columns: [
    { field: 'name', kind: 'localized', sortable: true, label: 'industrysectors.fields.name' },
    { field: 'sort', kind: 'number', sortable: true, label: 'industrysectors.fields.sort' },
  ],
  labelField: 'name_EN',
  searchFields: ['name'],
  defaultSort: { field: 'sort', dir: 'asc' },
  filters: [],
  access: accessFor('admin:access'),
  canAdd: true,
} satisfies ResourceDef;
