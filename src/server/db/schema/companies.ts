import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt } from './columns';
import { countries } from './countries';

/** A distributor company: its members see its data and never another company's. */
export const companies = sqliteTable('companies', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  name: text('name').notNull().unique(),
  countryId: integer('country_id').references(() => countries.id, { onDelete: 'restrict' }),
  createdAt: createdAt(),
});
