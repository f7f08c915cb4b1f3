import { z } from 'zod';
import { flag, localized, optionalText, relationId, slug, url } from '../../collections/fields';
import { accessFor, type ResourceDef } from '../../collections/types';
import {
  featureRowFields,
  featureRowSchema,
  imageRowFields,
  imageRowSchema,
  kitRowFields,
  kitRowSchema,
  listPosition,
  specRowFields,
  specRowSchema,
  uniqueSpecKeys,
} from './rows';

/** The admin catalogue's i18n namespace (locales/<lang>/admin-catalog.json). */
export const CATALOG_NS = 'admin-catalog';

/**
 * A catalogue product (/product/{slug}) with the rows of its page: pictures, features, kit and specifications. Its
 * options, related products and links to other sections are edited in panels under the form (client admin/catalog).
 * `sort` (the place within its category) is set on the category page, so the form leaves it alone.
 */
export const productsResource = {
  name: 'products',
  basePath: '/admin/products',
  routes: { list: 'admin.products', edit: 'admin.product' },
  ns: CATALOG_NS,
  title: 'products.title',
  singular: 'products.singular',
  parentPath: '/admin',
  schema: z
    .object({
      ...localized('name', { max: 160 }),
      modelCode: optionalText(40),
      slug: slug(),
      categoryId: relationId(),
      published: flag(true),
      ...localized('summary', { max: 300, requireEn: false }),
      ...localized('description', { max: 200_000, requireEn: false }),
      imageUrl: url(),
      sort: listPosition(),
      images: z.array(imageRowSchema).max(50).default([]),
      features: z.array(featureRowSchema).max(50).default([]),
      kit: z.array(kitRowSchema).max(100).default([]),
      specs: z.array(specRowSchema).max(200).default([]),
    })
    .superRefine((product, ctx) => uniqueSpecKeys(product.specs, ctx, 'specs')),
  fields: [
    { name: 'name', kind: 'localized', required: true, label: 'products.fields.name' },
    { name: 'modelCode', kind: 'text', label: 'products.fields.modelCode', help: 'products.help.modelCode' },
    { name: 'slug', kind: 'text', required: true, label: 'products.fields.slug', help: 'products.help.slug' },
    { name: 'categoryId', kind: 'relation', resource: 'categories', required: true, label: 'products.fields.categoryId' },
    { name: 'published', kind: 'boolean', label: 'products.fields.published', help: 'products.help.published' },
    { name: 'summary', kind: 'localized', label: 'products.fields.summary', help: 'products.help.summary' },
    { name: 'description', kind: 'localizedRich', label: 'products.fields.description' },
    { name: 'imageUrl', kind: 'image', label: 'products.fields.imageUrl', help: 'products.help.imageUrl' },
    { name: 'images', kind: 'children', label: 'products.fields.images', itemLabel: 'rows.image', fields: imageRowFields },
    { name: 'features', kind: 'children', label: 'products.fields.features', itemLabel: 'rows.feature', fields: featureRowFields },
    { name: 'kit', kind: 'children', label: 'products.fields.kit', itemLabel: 'rows.kitItem', fields: kitRowFields },
    { name: 'specs', kind: 'children', label: 'products.fields.specs', itemLabel: 'rows.spec', fields: specRowFields },
  ],
  columns: [
    { field: 'modelCode', kind: 'text', sortable: true, label: 'products.fields.modelCode' },
    { field: 'name', kind: 'localized', sortable: true, label: 'products.fields.name' },
    { field: 'categoryId', kind: 'relation', label: 'products.fields.categoryId' },
    { field: 'published', kind: 'boolean', sortable: true, label: 'products.fields.published' },
  ],
  labelField: 'name_EN',
  searchFields: ['name', 'modelCode', 'slug'],
  defaultSort: { field: 'name', dir: 'asc' },
  filters: [
    { field: 'categoryId', kind: 'relation', resource: 'categories', label: 'products.fields.categoryId' },
    { field: 'published', kind: 'boolean', label: 'products.fields.published' },
  ],
  access: accessFor('admin:access'),
  canAdd: true,
} satisfies ResourceDef;
