import { sqliteTable, text } from 'drizzle-orm/sqlite-core';

/**
 * Site-wide settings as key/value rows; each value is the JSON text of one setting. The keys, their types and their
 * defaults live in features/settings/site-settings.ts: a key without a row has its code default.
 */
export const siteSettings = sqliteTable('site_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});
