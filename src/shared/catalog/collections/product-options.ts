import { z } from 'zod';
import { flag, localized, optionalText, relationId, slug, url } from '../../collections/fields';
import { accessFor, type ResourceDef } from '../../collections/types';
import { CATALOG_NS } from './products';
import { imageRowFields, imageRowSchema, kitRowFields, kitRowSchema, listPosition, specRowFields, specRowSchema, uniqueSpecKeys } from './rows';

/** Where an option is edited: under its product (/admin/products/{id}/options/{oid}). */
export const optionPath = (productId: number, optionId: number) => `/admin/products/${productId}/options/${optionId}`;

/**
 * A product option (/product/{slug}/{option}): its own model code, texts, picture and published flag, and the rows
 * in which it differs from its product (a specification row with the product row's key replaces it; kit items and
 * pictures are added). No list or edit route of its own: the product's page lists its options, and each opens at
 * optionPath (a page of admin/catalog, since the path names the product too). The slug is unique within the product.
 */
export const productOptionsResource = {
  name: 'productoptions',
  basePath: '/admin/products',
  routes: {},
  ns: CATALOG_NS,
  title: 'options.title',
  singular: 'options.singular',
  parentPath: '/admin/products',
  schema: z
    .object({
      productId: relationId(),
      ...localized('name', { max: 160 }),
      modelCode: optionalText(40),
      slug: slug(),
      published: flag(true),
      ...localized('summary', { max: 300, requireEn: false }),
      imageUrl: url(),
      sort: listPosition(),
      images: z.array(imageRowSchema).max(50).default([]),
      kit: z.array(kitRowSchema).max(100).default([]),
      specs: z.array(specRowSchema).max(200).default([]),
    })
    .superRefine((option, ctx) => uniqueSpecKeys(option.specs, ctx, 'specs')),
  fields: [
    { name: 'name', kind: 'localized', required: true, label: 'options.fields.name' },
    { name: 'modelCode', kind: 'text', label: 'options.fields.modelCode', help: 'options.help.modelCode' },
    { name: 'slug', kind: 'text', required: true, label: 'options.fields.slug', help: 'options.help.slug' },
    { name: 'productId', kind: 'relation', resource: 'products', required: true, label: 'options.fields.productId', help: 'options.help.productId' },
    { name: 'published', kind: 'boolean', label: 'options.fields.published' },
    { name: 'summary', kind: 'localized', label: 'options.fields.summary', help: 'options.help.summary' },
    { name: 'imageUrl', kind: 'image', label: 'options.fields.imageUrl' },
    { name: 'images', kind: 'children', label: 'options.fields.images', itemLabel: 'rows.image', fields: imageRowFields },
    { name: 'kit', kind: 'children', label: 'options.fields.kit', itemLabel: 'rows.kitItem', fields: kitRowFields },
    { name: 'specs', kind: 'children', label: 'options.fields.specs', itemLabel: 'rows.spec', fields: specRowFields, help: 'options.help.specs' },
  ],
  columns: [
    { field: 'name', kind: 'localized', sortable: true, label: 'options.fields.name' },
    { field: 'modelCode', kind: 'text', sortable: true, label: 'options.fields.modelCode' },
    { field: 'slug', kind: 'text', sortable: true, label: 'options.fields.slug' },
    { field: 'productId', kind: 'relation', label: 'options.fields.productId' },
    { field: 'published', kind: 'boolean', sortable: true, label: 'options.fields.published' },
    { field: 'sort', kind: 'number', sortable: true, label: 'options.fields.sort' },
  ],
  labelField: 'name_EN',
  searchFields: ['name', 'modelCode', 'slug'],
  defaultSort: { field: 'sort', dir: 'asc' },
  filters: [
    { field: 'productId', kind: 'relation', resource: 'products', label: 'options.fields.productId' },
    { field: 'published', kind: 'boolean', label: 'options.fields.published' },
  ],
  access: accessFor('admin:access'),
  canAdd: true,
} satisfies ResourceDef;
