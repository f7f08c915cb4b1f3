import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { createdAt, updatedAt } from './columns';
import { companies } from './companies';
import { countries } from './countries';

/**
 * A dealer's public profile on "Find a dealer" (/distributors). Kept apart from `companies` (the portal's tenants):
 * not every dealer has portal accounts, and what a dealer shows the public (trading name, showroom address, sales
 * line) is not its account data. A profile may name its portal company, so the two can be managed together later.
 * The four tags of SPEC.md ("sales, training, repairs and service") are a fixed set: one flag each.
 */
export const dealers = sqliteTable(
  'dealers',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    name: text('name').notNull(),
    // A deleted company leaves its public profile in place (the admin decides whether it goes too).
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'set null' }),
    // Restricted: a country with dealers cannot be deleted (Manage Countries says why).
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id, { onDelete: 'restrict' }),
    address1: text('address1').notNull().default(''),
    address2: text('address2').notNull().default(''),
    town: text('town').notNull().default(''),
    region: text('region').notNull().default(''),
    postcode: text('postcode').notNull().default(''),
    telephone: text('telephone').notNull().default(''),
    email: text('email').notNull().default(''),
    website: text('website').notNull().default(''),
    sales: integer('sales', { mode: 'boolean' }).notNull().default(false),
    training: integer('training', { mode: 'boolean' }).notNull().default(false),
    repairs: integer('repairs', { mode: 'boolean' }).notNull().default(false),
    service: integer('service', { mode: 'boolean' }).notNull().default(false),
    published: integer('published', { mode: 'boolean' }).notNull().default(true),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('dealers_country_idx').on(t.countryId, t.sort), index('dealers_sort_idx').on(t.sort, t.id), index('dealers_name_idx').on(t.name, t.id)],
);

/** The other countries a dealer serves besides its own (a Benelux dealer in the Netherlands serves Belgium too). */
export const dealerCountries = sqliteTable(
  'dealer_countries',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    dealerId: integer('dealer_id')
      .notNull()
      .references(() => dealers.id, { onDelete: 'cascade' }),
    // A deleted country simply drops out of the lists it was in.
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id, { onDelete: 'cascade' }),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('dealer_countries_pair_idx').on(t.dealerId, t.countryId), index('dealer_countries_country_idx').on(t.countryId)],
);
