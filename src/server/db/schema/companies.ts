import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { PARTNER_TIERS } from '../../../shared/partners/enums';
import { ROLE_FAMILIES } from '../../../shared/partners/partner-family';
import { createdAt } from './columns';
import { countries } from './countries';
import { pricelists } from './settings-data';

/** A distributor company: its members see its data and never another company's. */
export const companies = sqliteTable('companies', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  name: text('name').notNull().unique(),
  countryId: integer('country_id').references(() => countries.id, { onDelete: 'restrict' }),
  email: text('email').notNull().default(''),
  telephone: text('telephone').notNull().default(''),
  /** The role family of its staff (partner-family.ts): set when its dealer application is approved. */
  family: text('family', { enum: ROLE_FAMILIES }).notNull().default('distributor'),
  /** Which column of the price list applies to the company. */
  tier: text('tier', { enum: PARTNER_TIERS }).notNull().default('bronze'),
  pricelistId: integer('pricelist_id').references(() => pricelists.id, { onDelete: 'set null' }),
  // The four tags of "Find a dealer" (sales, training, repairs, service), kept on the company for the back office.
  sales: integer('sales', { mode: 'boolean' }).notNull().default(true),
  training: integer('training', { mode: 'boolean' }).notNull().default(false),
  repairs: integer('repairs', { mode: 'boolean' }).notNull().default(false),
  service: integer('service', { mode: 'boolean' }).notNull().default(false),
  /** When the next partner audit is due (the dashboard's "audits due"). */
  nextAuditOn: text('next_audit_on'),
  disabled: integer('disabled', { mode: 'boolean' }).notNull().default(false),
  createdAt: createdAt(),
}, (t) => [
  // The back office's list: by name (its default order, as the list compares names), and "who is based in X?".
  index('companies_name_nocase_idx').on(sql`${t.name} collate nocase`, t.id),
  index('companies_country_idx').on(t.countryId),
]);

/** The countries a company covers besides its own: public enquiries from them are routed to it as leads. */
export const companyAreas = sqliteTable(
  'company_areas',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id, { onDelete: 'cascade' }),
  },
  (t) => [uniqueIndex('company_areas_pair_idx').on(t.companyId, t.countryId), index('company_areas_country_idx').on(t.countryId)],
);
