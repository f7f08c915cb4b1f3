import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt, localizedText, updatedAt } from './columns';
import { applications, products } from './content';
import { countries } from './countries';
import { FAQ_CATEGORIES } from '../../../shared/content/enums';

/** Editorial content the admin maintains under /admin/content (issue 4); rich text is sanitised before it is stored. */

export const faqs = sqliteTable(
  'faqs',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    category: text('category', { enum: FAQ_CATEGORIES }).notNull().default('general'),
    ...localizedText('question'),
    ...localizedText('answer'),
    published: integer('published', { mode: 'boolean' }).notNull().default(true),
    sort: integer('sort').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [index('faqs_sort_idx').on(t.sort, t.id), index('faqs_question_en_idx').on(t.question_EN)],
);

/** Articles of the partner portal's help centre. */
export const helpArticles = sqliteTable(
  'help_articles',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    category: text('category').notNull().default(''),
    ...localizedText('title'),
    ...localizedText('body'),
    published: integer('published', { mode: 'boolean' }).notNull().default(true),
    sort: integer('sort').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [index('help_articles_sort_idx').on(t.sort, t.id)],
);

export const troubleshootingEntries = sqliteTable(
  'troubleshooting_entries',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'restrict' }),
    ...localizedText('problem'),
    ...localizedText('solution'),
    published: integer('published', { mode: 'boolean' }).notNull().default(true),
    sort: integer('sort').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [index('troubleshooting_product_idx').on(t.productId, t.sort)],
);

/** News articles (/news). */
export const blogPosts = sqliteTable(
  'blog_posts',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    slug: text('slug').notNull().unique(),
    ...localizedText('title'),
    ...localizedText('summary'),
    ...localizedText('body'),
    imageUrl: text('image_url').notNull().default(''),
    publishedAt: integer('published_at', { mode: 'timestamp_ms' }),
    published: integer('published', { mode: 'boolean' }).notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('blog_posts_published_idx').on(t.publishedAt, t.id), index('blog_posts_title_en_idx').on(t.title_EN)],
);

export const testimonials = sqliteTable('testimonials', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  author: text('author').notNull(),
  company: text('company').notNull().default(''),
  ...localizedText('quote'),
  published: integer('published', { mode: 'boolean' }).notNull().default(true),
  sort: integer('sort').notNull().default(0),
});

/** The product specialists visitors can contact, by country. */
export const experts = sqliteTable('experts', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  name: text('name').notNull(),
  ...localizedText('job_title'),
  email: text('email').notNull().default(''),
  phone: text('phone').notNull().default(''),
  imageUrl: text('image_url').notNull().default(''),
  countryId: integer('country_id').references(() => countries.id, { onDelete: 'restrict' }),
  sort: integer('sort').notNull().default(0),
});

export const events = sqliteTable(
  'events',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    slug: text('slug').notNull().unique(),
    ...localizedText('title'),
    ...localizedText('body'),
    /** The place (a town, a hall); the country is `countryId`, named in the reader's language (decision 0037). */
    location: text('location').notNull().default(''),
    countryId: integer('country_id').references(() => countries.id, { onDelete: 'restrict' }),
    startsAt: integer('starts_at', { mode: 'timestamp_ms' }).notNull(),
    endsAt: integer('ends_at', { mode: 'timestamp_ms' }),
    imageUrl: text('image_url').notNull().default(''),
    url: text('url').notNull().default(''),
    published: integer('published', { mode: 'boolean' }).notNull().default(true),
  },
  (t) => [index('events_starts_idx').on(t.startsAt)],
);

/** Quality certificates of the company (ISO 9001 ...), shown on the About pages. */
export const qualityCerts = sqliteTable('quality_certs', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  ...localizedText('name'),
  ...localizedText('description'),
  imageUrl: text('image_url').notNull().default(''),
  fileUrl: text('file_url').notNull().default(''),
  issuedAt: integer('issued_at', { mode: 'timestamp_ms' }),
  expiresAt: integer('expires_at', { mode: 'timestamp_ms' }),
  sort: integer('sort').notNull().default(0),
});

export const caseStudies = sqliteTable('case_studies', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  slug: text('slug').notNull().unique(),
  applicationId: integer('application_id').references(() => applications.id, { onDelete: 'restrict' }),
  ...localizedText('title'),
  ...localizedText('summary'),
  ...localizedText('body'),
  imageUrl: text('image_url').notNull().default(''),
  published: integer('published', { mode: 'boolean' }).notNull().default(true),
  createdAt: createdAt(),
});

/** Multi-page documents (guides); each page is edited on its own at /admin/content/documents/pages/{id}. */
export const documents = sqliteTable('documents', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  slug: text('slug').notNull().unique(),
  ...localizedText('title'),
  published: integer('published', { mode: 'boolean' }).notNull().default(true),
});

export const documentPages = sqliteTable(
  'document_pages',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    documentId: integer('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    ...localizedText('title'),
    ...localizedText('body'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('document_pages_document_idx').on(t.documentId, t.sort)],
);

export { FAQ_CATEGORIES };
