import { index, integer, primaryKey, sqliteTable, text, uniqueIndex, type AnySQLiteColumn } from 'drizzle-orm/sqlite-core';
import { createdAt, localizedText, touchedAt, updatedAt } from './columns';

/** Product categories: a tree whose root is category 1 (the Products menu reads its children). */
export const categories = sqliteTable(
  'categories',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    parentId: integer('parent_id').references((): AnySQLiteColumn => categories.id, { onDelete: 'restrict' }),
    slug: text('slug').notNull().unique(),
    ...localizedText('name'),
    /** Introduction shown above the category's products (sanitised HTML). */
    ...localizedText('description'),
    sort: integer('sort').notNull().default(0),
    published: integer('published', { mode: 'boolean' }).notNull().default(true),
    updatedAt: touchedAt(),
  },
  (t) => [index('categories_parent_idx').on(t.parentId, t.sort)],
);

/**
 * A catalogue product. `summary` is the one-line purpose under the name; `description` is sanitised HTML. The rest of
 * the product page (specifications, kit, images, relations ...) lives in the child tables of catalog.ts.
 */
export const products = sqliteTable(
  'products',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    slug: text('slug').notNull().unique(),
    /** The maker's model code ("VH-15"), language-neutral. */
    modelCode: text('model_code').notNull().default(''),
    ...localizedText('name'),
    ...localizedText('summary'),
    ...localizedText('description'),
    imageUrl: text('image_url').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    published: integer('published', { mode: 'boolean' }).notNull().default(true),
    updatedAt: touchedAt(),
  },
  // The admin list sorts by name and model code (10,000 products stay quick).
  (t) => [
    index('products_category_idx').on(t.categoryId, t.sort),
    index('products_name_en_idx').on(t.name_EN, t.id),
    index('products_model_code_idx').on(t.modelCode, t.id),
  ],
);

export const tags = sqliteTable('tags', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  slug: text('slug').notNull().unique(),
  ...localizedText('name'),
  /** The text of /tags/{slug} above its products (sanitised HTML). */
  ...localizedText('description'),
  colCount: integer('col_count').notNull().default(4),
  sort: integer('sort').notNull().default(0),
  published: integer('published', { mode: 'boolean' }).notNull().default(true),
  updatedAt: touchedAt(),
});

export const tagProducts = sqliteTable(
  'tag_products',
  {
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.tagId, t.productId] })],
);

/** A titled block of the tag mega-menu, with a "view all" link and items laid out in columns. */
export const tagMenus = sqliteTable(
  'tag_menus',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
    ...localizedText('title'),
    viewall: text('viewall').notNull().default(''),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('tag_menus_tag_idx').on(t.tagId, t.sort)],
);

export const tagMenuItems = sqliteTable(
  'tag_menu_items',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    menuId: integer('menu_id')
      .notNull()
      .references(() => tagMenus.id, { onDelete: 'cascade' }),
    column: integer('column').notNull().default(0),
    url: text('url').notNull(),
    ...localizedText('name'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('tag_menu_items_menu_idx').on(t.menuId, t.column, t.sort)],
);

/** The ten industries of SPEC.md section 1. */
export const applications = sqliteTable('applications', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  slug: text('slug').notNull().unique(),
  ...localizedText('name'),
  /** The text of /applications/{slug} above its products (sanitised HTML). */
  ...localizedText('description'),
  sort: integer('sort').notNull().default(0),
  published: integer('published', { mode: 'boolean' }).notNull().default(true),
  updatedAt: touchedAt(),
});

export const galleries = sqliteTable('galleries', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  name: text('name').notNull(),
  ...localizedText('title'),
});

export const galleryImages = sqliteTable(
  'gallery_images',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    galleryId: integer('gallery_id')
      .notNull()
      .references(() => galleries.id, { onDelete: 'cascade' }),
    imageUrl: text('image_url').notNull(),
    url: text('url').notNull().default(''),
    ...localizedText('caption'),
    ...localizedText('caption_sub'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('gallery_images_gallery_idx').on(t.galleryId, t.sort)],
);

export const WIDGET_TYPES = ['IMAGE', 'TEXT', 'HTML', 'GALLERY', 'CAROUSEL', 'SLIDER'] as const;

export const widgets = sqliteTable('widgets', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  name: text('name').notNull().unique(),
  type: text('type', { enum: WIDGET_TYPES }).notNull(),
  classes: text('classes').notNull().default(''),
  updatedAt: updatedAt(),
});

/** One row per widget and language; html is sanitised before it is stored. */
export const widgetLanguages = sqliteTable(
  'widget_languages',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    widgetId: integer('widget_id')
      .notNull()
      .references(() => widgets.id, { onDelete: 'cascade' }),
    locale: text('locale', { enum: ['DE', 'EN', 'ES', 'FR', 'NL', 'PT'] }).notNull(),
    html: text('html').notNull().default(''),
    value: text('value').notNull().default(''),
    imageUrl: text('image_url').notNull().default(''),
  },
  (t) => [uniqueIndex('widget_languages_widget_locale').on(t.widgetId, t.locale)],
);

export const offers = sqliteTable(
  'offers',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    slug: text('slug').notNull().unique(),
    ...localizedText('title'),
    ...localizedText('summary'),
    imageUrl: text('image_url').notNull().default(''),
    startsAt: integer('starts_at', { mode: 'timestamp_ms' }).notNull(),
    endsAt: integer('ends_at', { mode: 'timestamp_ms' }).notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('offers_window_idx').on(t.startsAt, t.endsAt)],
);

/** Landing pages answer the catch-all /{slug} route; an unknown slug is a 404. */
export const landingPages = sqliteTable('landing_pages', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  slug: text('slug').notNull().unique(),
  ...localizedText('title'),
  ...localizedText('body'),
  published: integer('published', { mode: 'boolean' }).notNull().default(true),
  createdAt: createdAt(),
});

/** Double opt-in: a subscription is active only once the e-mailed link is followed. */
export const newsletterSubscriptions = sqliteTable('newsletter_subscriptions', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  email: text('email').notNull().unique(),
  name: text('name').notNull(),
  locale: text('locale').notNull().default('en'),
  status: text('status', { enum: ['pending', 'active', 'unsubscribed'] }).notNull().default('pending'),
  tokenHash: text('token_hash'),
  consentAt: integer('consent_at', { mode: 'timestamp_ms' }).notNull(),
  confirmedAt: integer('confirmed_at', { mode: 'timestamp_ms' }),
  createdAt: createdAt(),
});
