import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { users } from './auth';
import { countries } from './countries';
import { updatedAt } from './columns';

/**
 * The contact and company details of an account (SPEC.md section 3 "Contact and company details"), one row per user,
 * made on first save. The name and e-mail stay on `users` (better-auth owns them).
 */
export const profiles = sqliteTable('profiles', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  title: text('title').notNull().default(''),
  firstName: text('first_name').notNull().default(''),
  lastName: text('last_name').notNull().default(''),
  telephone: text('telephone').notNull().default(''),
  companyName: text('company_name').notNull().default(''),
  companyEmail: text('company_email').notNull().default(''),
  companyTelephone: text('company_telephone').notNull().default(''),
  companyVatNumber: text('company_vat_number').notNull().default(''),
  industrySector: text('industry_sector').notNull().default(''),
  address1: text('address1').notNull().default(''),
  address2: text('address2').notNull().default(''),
  address3: text('address3').notNull().default(''),
  town: text('town').notNull().default(''),
  county: text('county').notNull().default(''),
  postcode: text('postcode').notNull().default(''),
  countryId: integer('country_id').references(() => countries.id, { onDelete: 'set null' }),
  /** Where instruments go back to after service, when not the address above. */
  returnAddress: text('return_address').notNull().default(''),
  /** Contact preferences (/account/contact). */
  pleaseCall: integer('please_call', { mode: 'boolean' }).notNull().default(false),
  contactByEmail: integer('contact_by_email', { mode: 'boolean' }).notNull().default(true),
  contactByPhone: integer('contact_by_phone', { mode: 'boolean' }).notNull().default(false),
  contactByPost: integer('contact_by_post', { mode: 'boolean' }).notNull().default(false),
  /** Calibration-due reminders by e-mail (issue 10). */
  serviceReminders: integer('service_reminders', { mode: 'boolean' }).notNull().default(true),
  updatedAt: updatedAt(),
});
