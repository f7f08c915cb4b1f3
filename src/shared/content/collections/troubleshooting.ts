import { z } from 'zod';
import { flag, localized, optionalRelationId, sortOrder } from '../../collections/fields';
import { accessFor, type ResourceDef } from '../../collections/types';

/** Problem and fix pairs of /troubleshooting, optionally tied to the product they concern. */
export const troubleshootingResource = {
  name: 'troubleshooting',
  basePath: '/admin/content/troubleshooting',
  routes: { list: 'admin.content.troubleshooting', edit: 'admin.content.troubleshooting.edit' },
  ns: 'admin-content',
  title: 'troubleshooting.title',
  singular: 'troubleshooting.singular',
  parentPath: '/admin/content',
  schema: z.object({
    productId: optionalRelationId(),
    ...localized('problem', { max: 500 }),
    ...localized('solution', { max: 20_000 }),
    published: flag(true),
    sort: sortOrder(),
  }),
  fields: [
    { name: 'productId', kind: 'relation', resource: 'products', nullable: true, label: 'troubleshooting.fields.productId' },
    { name: 'problem', kind: 'localized', required: true, label: 'troubleshooting.fields.problem' },
    { name: 'solution', kind: 'localizedRich', required: true, label: 'troubleshooting.fields.solution' },
    { name: 'published', kind: 'boolean', label: 'troubleshooting.fields.published' },
    { name: 'sort', kind: 'number', label: 'troubleshooting.fields.sort' },
  ],
  columns: [
    { field: 'problem', kind: 'localized', sortable: true, label: 'troubleshooting.fields.problem' },
    { field: 'productId', kind: 'relation', label: 'troubleshooting.fields.productId' },
    { field: 'published', kind: 'boolean', sortable: true, label: 'troubleshooting.fields.published' },
    { field: 'sort', kind: 'number', sortable: true, label: 'troubleshooting.fields.sort' },
  ],
  labelField: 'problem_EN',
  searchFields: ['problem'],
  defaultSort: { field: 'sort', dir: 'asc' },
  filters: [
    { field: 'productId', kind: 'relation', resource: 'products', label: 'troubleshooting.fields.productId' },
    { field: 'published', kind: 'boolean', label: 'troubleshooting.fields.published' },
  ],
  access: accessFor('admin:access'),
  canAdd: true,
} satisfies ResourceDef;
