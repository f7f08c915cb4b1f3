import { z } from 'zod';
import { flag, localized, optionalRelationId, slug } from '../../collections/fields';
import { accessFor, type ResourceDef } from '../../collections/types';
import { CATALOG_NS } from './products';
import { listPosition } from './rows';

/** Category 1 is the root of the tree: the Products menu lists its children. */
export const ROOT_CATEGORY_ID = 1;

/** Where a category's sub-categories and products are listed and reordered. */
export const categoryPath = (id: number) => `/admin/categories/${id}`;

/**
 * A product category (/products/{slug}). Its page in the console is /admin/categories/{id} (children and products,
 * reordered there, hence no `sort` in the form); the form is at /admin/categories/edit/{id}. Every category but the
 * root has a parent, and a category cannot move under itself (checked by the server half).
 */
export const categoriesResource = {
  name: 'categories',
  basePath: '/admin/categories/edit',
  routes: { edit: 'admin.categories.edit' },
  ns: CATALOG_NS,
  title: 'categories.title',
  singular: 'categories.singular',
  parentPath: categoryPath(ROOT_CATEGORY_ID),
  schema: z.object({
    ...localized('name', { max: 160 }),
    slug: slug(),
    parentId: optionalRelationId(),
    published: flag(true),
    ...localized('description', { max: 200_000, requireEn: false }),
    sort: listPosition(),
  }),
  fields: [
    { name: 'name', kind: 'localized', required: true, label: 'categories.fields.name' },
    { name: 'slug', kind: 'text', required: true, label: 'categories.fields.slug', help: 'categories.help.slug' },
    { name: 'parentId', kind: 'relation', resource: 'categories', label: 'categories.fields.parentId', help: 'categories.help.parentId' },
    { name: 'published', kind: 'boolean', label: 'categories.fields.published' },
    { name: 'description', kind: 'localizedRich', label: 'categories.fields.description', help: 'categories.help.description' },
  ],
  columns: [
    { field: 'name', kind: 'localized', sortable: true, label: 'categories.fields.name' },
    { field: 'slug', kind: 'text', sortable: true, label: 'categories.fields.slug' },
    { field: 'parentId', kind: 'relation', label: 'categories.fields.parentId' },
    { field: 'published', kind: 'boolean', sortable: true, label: 'categories.fields.published' },
    { field: 'sort', kind: 'number', sortable: true, label: 'categories.fields.sort' },
  ],
  labelField: 'name_EN',
  searchFields: ['name', 'slug'],
  defaultSort: { field: 'sort', dir: 'asc' },
  filters: [
    { field: 'parentId', kind: 'relation', resource: 'categories', label: 'categories.fields.parentId' },
    { field: 'published', kind: 'boolean', label: 'categories.fields.published' },
  ],
  access: accessFor('admin:access'),
  canAdd: true,
} satisfies ResourceDef;
