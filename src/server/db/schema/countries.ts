import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

export const countries = sqliteTable('countries', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  name: text('name').notNull().unique(),
  isEu: integer('is_eu', { mode: 'boolean' }).notNull().default(false),
});
