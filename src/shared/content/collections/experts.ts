import { z } from 'zod';
import { localized, optionalEmail, optionalRelationId, optionalText, sortOrder, text, url } from '../../collections/fields';
import { accessFor, type ResourceDef } from '../../collections/types';

/** The product specialists of "Ask the experts" on /contact, by country. */
export const expertsResource = {
  name: 'experts',
  basePath: '/admin/content/experts',
  routes: { list: 'admin.content.experts', edit: 'admin.content.experts.edit' },
  ns: 'admin-content',
  title: 'experts.title',
  singular: 'experts.singular',
  parentPath: '/admin/content',
  schema: z.object({
    name: text(120),
    ...localized('job_title', { max: 120, requireEn: false }),
    email: optionalEmail(),
    phone: optionalText(40),
    imageUrl: url(),
    countryId: optionalRelationId(),
    sort: sortOrder(),
  }),
  fields: [
    { name: 'name', kind: 'text', required: true, label: 'experts.fields.name' },
    { name: 'job_title', kind: 'localized', label: 'experts.fields.job_title' },
    { name: 'email', kind: 'text', label: 'experts.fields.email' },
    { name: 'phone', kind: 'text', label: 'experts.fields.phone' },
    { name: 'imageUrl', kind: 'image', label: 'experts.fields.imageUrl' },
    { name: 'countryId', kind: 'relation', resource: 'countries', nullable: true, label: 'experts.fields.countryId' },
    { name: 'sort', kind: 'number', label: 'experts.fields.sort' },
  ],
  columns: [
    { field: 'name', kind: 'text', sortable: true, label: 'experts.fields.name' },
    { field: 'job_title', kind: 'localized', label: 'experts.fields.job_title' },
    { field: 'countryId', kind: 'relation', label: 'experts.fields.countryId' },
    { field: 'email', kind: 'text', sortable: true, label: 'experts.fields.email' },
    { field: 'sort', kind: 'number', sortable: true, label: 'experts.fields.sort' },
  ],
  labelField: 'name',
  searchFields: ['name', 'email', 'job_title'],
  defaultSort: { field: 'sort', dir: 'asc' },
  filters: [{ field: 'countryId', kind: 'relation', resource: 'countries', label: 'experts.fields.countryId' }],
  access: accessFor('admin:access'),
  canAdd: true,
} satisfies ResourceDef;
