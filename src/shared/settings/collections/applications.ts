import { z } from 'zod';
import { localized, slug, sortOrder } from '../../collections/fields';
import { accessFor, type ResourceDef } from '../../collections/types';

/** The industries of SPEC.md section 1 (/applications/{slug}, the footer and menus list them). */
export const applicationsResource = {
  name: 'applications',
  basePath: '/admin/settings/applications',
  routes: { list: 'admin.settings.applications', edit: 'admin.settings.application' },
  ns: 'admin-settings',
  title: 'applications.title',
  singular: 'applications.singular',
  parentPath: '/admin/settings',
  schema: z.object({ slug: slug(), ...localized('name', { max: 120 }), sort: sortOrder() }),
  fields: [
    { name: 'name', kind: 'localized', required: true, label: 'applications.fields.name' },
    { name: 'slug', kind: 'text', required: true, label: 'applications.fields.slug', help: 'applications.help.slug' },
    { name: 'sort', kind: 'number', label: 'applications.fields.sort' },
  ],
  columns: [
    { field: 'name', kind: 'localized', sortable: true, label: 'applications.fields.name' },
    { field: 'slug', kind: 'text', sortable: true, label: 'applications.fields.slug' },
    { field: 'sort', kind: 'number', sortable: true, label: 'applications.fields.sort' },
  ],
  labelField: 'name_EN',
  searchFields: ['name', 'slug'],
  defaultSort: { field: 'sort', dir: 'asc' },
  filters: [],
  access: accessFor('admin:access'),
  canAdd: true,
} satisfies ResourceDef;
