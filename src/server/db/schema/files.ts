import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { users } from './auth';
import { createdAt, localizedText } from './columns';
import { DOWNLOAD_AUDIENCES, DOWNLOAD_CATEGORIES } from '../../../shared/content/enums';

/** An uploaded file; the bytes live in the storage backend under `storage_key` (never a client-chosen path). */
export const files = sqliteTable(
  'files',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    storageKey: text('storage_key').notNull().unique(),
    /** The sanitised original name, offered as the download name. */
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    width: integer('width'),
    height: integer('height'),
    /** JSON: [{width, key, size}] of the resized web copies of an image. */
    variants: text('variants').notNull().default('[]'),
    alt: text('alt').notNull().default(''),
    uploadedBy: text('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('files_created_idx').on(t.createdAt)],
);

export const downloads = sqliteTable(
  'downloads',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    ...localizedText('title'),
    category: text('category', { enum: DOWNLOAD_CATEGORIES }).notNull().default('other'),
    audience: text('audience', { enum: DOWNLOAD_AUDIENCES }).notNull().default('public'),
    fileId: integer('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'restrict' }),
    published: integer('published', { mode: 'boolean' }).notNull().default(true),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('downloads_audience_idx').on(t.audience, t.sort)],
);

/** Who fetched a download whose audience is not public. */
export const downloadLog = sqliteTable(
  'download_log',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    downloadId: integer('download_id').references(() => downloads.id, { onDelete: 'set null' }),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    email: text('email').notNull().default(''),
    ip: text('ip').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('download_log_created_idx').on(t.createdAt),
    index('download_log_download_idx').on(t.downloadId, t.createdAt),
    index('download_log_user_idx').on(t.userId),
  ],
);

export { DOWNLOAD_AUDIENCES, DOWNLOAD_CATEGORIES };
