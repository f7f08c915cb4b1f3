import { index, integer, primaryKey, sqliteTable, text, uniqueIndex, type AnySQLiteColumn } from 'drizzle-orm/sqlite-core';
import { PRODUCT_RELATION_KINDS } from '../../../shared/catalog/enums';
import { localizedText, touchedAt } from './columns';
import { applications, products } from './content';
import { caseStudies, documents, faqs } from './editorial';
import { downloads } from './files';
import { standards } from './settings-data';

/**
 * The product page beyond name and purpose (SPEC.md section 2 "Product page sections"). Rows that may differ per
 * option carry `option_id`: null means the product itself, a value means that option's own row (an option's
 * specification row replaces the product's row with the same `key`).
 */

/** A variant of a product with its own model code, images and specification differences (/product/{slug}/{option}). */
export const productOptions = sqliteTable(
  'product_options',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    modelCode: text('model_code').notNull().default(''),
    ...localizedText('name'),
    ...localizedText('summary'),
    imageUrl: text('image_url').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    published: integer('published', { mode: 'boolean' }).notNull().default(true),
    updatedAt: touchedAt(),
  },
  (t) => [uniqueIndex('product_options_product_slug').on(t.productId, t.slug), index('product_options_sort_idx').on(t.productId, t.sort)],
);

const productRef = () =>
  integer('product_id')
    .notNull()
    .references(() => products.id, { onDelete: 'cascade' });
const optionRef = () => integer('option_id').references((): AnySQLiteColumn => productOptions.id, { onDelete: 'cascade' });

export const productImages = sqliteTable(
  'product_images',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    productId: productRef(),
    optionId: optionRef(),
    url: text('url').notNull(),
    ...localizedText('alt'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('product_images_product_idx').on(t.productId, t.sort)],
);

export const productFeatures = sqliteTable(
  'product_features',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    productId: productRef(),
    ...localizedText('text'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('product_features_product_idx').on(t.productId, t.sort)],
);

/** What is in the box. */
export const productKitItems = sqliteTable(
  'product_kit_items',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    productId: productRef(),
    optionId: optionRef(),
    quantity: integer('quantity').notNull().default(1),
    ...localizedText('name'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('product_kit_items_product_idx').on(t.productId, t.sort)],
);

/**
 * One specification row: grouped (group_XX), labelled, a value per language (numbers written the language's way,
 * EN the fallback) and a unit. `key` names the row across languages and options; `is_key` rows are the key figures
 * shown beside the image.
 */
export const productSpecs = sqliteTable(
  'product_specs',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    productId: productRef(),
    optionId: optionRef(),
    key: text('key').notNull(),
    ...localizedText('group'),
    ...localizedText('label'),
    ...localizedText('value'),
    unit: text('unit').notNull().default(''),
    isKey: integer('is_key', { mode: 'boolean' }).notNull().default(false),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('product_specs_product_idx').on(t.productId, t.optionId, t.sort)],
);

/** Accessories and electrodes, parts, probes, service tools, compatible-with and related products: all products. */
export const productRelations = sqliteTable(
  'product_relations',
  {
    productId: productRef(),
    relatedId: integer('related_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: PRODUCT_RELATION_KINDS }).notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.kind, t.relatedId] }), index('product_relations_related_idx').on(t.relatedId)],
);

/** Ordered links from a product to rows of another table (FAQs, case studies, downloads, guides, standards ...). */
function productLink<Name extends string>(name: Name, column: AnySQLiteColumn, targetName: string) {
  return sqliteTable(
    name,
    {
      productId: productRef(),
      targetId: integer(targetName)
        .notNull()
        .references(() => column, { onDelete: 'cascade' }),
      sort: integer('sort').notNull().default(0),
    },
    (t) => [primaryKey({ columns: [t.productId, t.targetId] }), index(`${name}_target_idx`).on(t.targetId)],
  );
}

export const productFaqs = productLink('product_faqs', faqs.id, 'faq_id');
export const productCaseStudies = productLink('product_case_studies', caseStudies.id, 'case_study_id');
/** Brochure, price list, reference guide, manuals ...: downloads of the files feature, each with its audience. */
export const productDownloads = productLink('product_downloads', downloads.id, 'download_id');
/** How-to guides: documents shown at /guides/{id}. */
export const productGuides = productLink('product_guides', documents.id, 'document_id');
export const productStandards = productLink('product_standards', standards.id, 'standard_id');
/** The applications (industries) a product serves: the category page's filter and /applications/{slug}. */
export const productApplications = productLink('product_applications', applications.id, 'application_id');
