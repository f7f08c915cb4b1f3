import { sql } from 'drizzle-orm';
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { REGISTRATION_BASES } from '../../../shared/serials/claims.schema';
import { SERIAL_STATUSES, SERVICE_KINDS } from '../../../shared/serials/enums';
import { users } from './auth';
import { productOptions } from './catalog';
import { createdAt, updatedAt } from './columns';
import { companies } from './companies';
import { products } from './content';

/**
 * One record per instrument, for its whole life: built, sold (by a distributor company), registered (owner), calibrated
 * (next due), returned. `number` is stored normalised (upper case, no spaces: serial-number.ts); two options of one
 * product may share a number (their lines are numbered apart), so the key is number key + product + option.
 * Dates without a time (build, purchase, next due) are ISO `YYYY-MM-DD` text, which sorts and compares as dates.
 */
export const serials = sqliteTable(
  'serials',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    number: text('number').notNull(),
    /** Letters and digits of the number only (serialKey): what lookups compare, so "DEMO 1001" finds "DEMO-1001". */
    numberKey: text('number_key').notNull(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    optionId: integer('option_id').references(() => productOptions.id, { onDelete: 'set null' }),
    buildDate: text('build_date').notNull(),
    status: text('status', { enum: SERIAL_STATUSES }).notNull().default('built'),
    /** The distributor company that sold it (null: sold by Voltara directly, or not sold yet). */
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'set null' }),
    soldOn: text('sold_on'),
    /** Whom the company sold it to, as the company recorded it (the portal's end customers). */
    soldTo: text('sold_to').notNull().default(''),
    /** The registered owner (a customer account); null until registered. */
    ownerId: text('owner_id').references(() => users.id, { onDelete: 'set null' }),
    registeredAt: integer('registered_at', { mode: 'timestamp_ms' }),
    purchaseDate: text('purchase_date'),
    lastCalibratedOn: text('last_calibrated_on'),
    nextDueOn: text('next_due_on'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('serials_key_product_option').on(t.numberKey, t.productId, sql`coalesce(${t.optionId}, 0)`),
    index('serials_owner_idx').on(t.ownerId, t.nextDueOn),
    // A company's serials in number order (the id breaks ties), carrying the due date and owner so the portal's due and
    // registration filters are read from the index alone, however few rows they match.
    index('serials_company_idx').on(t.companyId, t.numberKey, t.id, t.nextDueOn, t.ownerId),
    // The portal's lists of one company's serials and end customers (issue 12), sorted or filtered by these.
    index('serials_company_owner_idx').on(t.companyId, t.ownerId, t.nextDueOn),
    index('serials_company_due_idx').on(t.companyId, t.nextDueOn),
    // Soonest due first with the undated last (collections/list.ts nullsLast: "next_due_on IS NULL, next_due_on, id").
    index('serials_company_undated_idx').on(t.companyId, sql`${t.nextDueOn} IS NULL`, t.nextDueOn),
    index('serials_company_build_idx').on(t.companyId, t.buildDate),
    // A model search ("vh") finds a company's serials by product beside the serial-number range: one index each.
    index('serials_company_product_idx').on(t.companyId, t.productId, t.numberKey),
    index('serials_product_idx').on(t.productId, t.numberKey),
    index('serials_due_idx').on(t.nextDueOn),
    // The admin list's due filters in number order: only dated serials (a registered instrument's next calibration)
    // can match, so walking these in number order, the date read from the index, stops after a page of matches and
    // reads at most the dated ones, never the million others (the page's LIMIT is a bound parameter, so SQLite walks
    // the number order rather than sort the range it cannot size).
    index('serials_dated_number_idx')
      .on(t.numberKey, t.id, t.nextDueOn)
      .where(sql`${t.nextDueOn} IS NOT NULL`),
    index('serials_status_idx').on(t.status, t.numberKey),
  ],
);

/** `endCustomerStats.companyId` of a customer's row over every selling company together. */
export const ALL_SELLERS = 0;

/**
 * The end customers' kept values (decision 0080): per owner of a sold serial (a serial with a company and an owner), one
 * row per company that sold them one and one over every company together (`company_id` ALL_SELLERS, 0), with how many
 * such serials they own and the soonest next calibration due among them. Kept by triggers on `serials` (insert,
 * delete, a change of owner, seller or due date, a company's removal setting its serials' seller to null) and on
 * `users` (a rename), whatever writes them (migration 0042), so the customers lists (the portal's, the back office's)
 * order and filter a company's customers by an index of their own instead of computing a count and a minimum per
 * customer. `name` is the owner's name, kept for the name order only (the lists show the account's). A migration that
 * rebuilds `serials` or `users` drops their triggers and must create them again.
 */
export const endCustomerStats = sqliteTable(
  'end_customer_stats',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The selling company, or ALL_SELLERS (0) for every company together: no foreign key, 0 is no company. */
    companyId: integer('company_id').notNull(),
    name: text('name').notNull(),
    instruments: integer('instruments').notNull(),
    nextDueOn: text('next_due_on'),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.companyId] }),
    // A company's customers (or everyone's) by name, by soonest due with the undated last, by latest due: each order
    // one range of an index, the user id breaking ties as the lists do.
    index('end_customer_stats_name_idx').on(t.companyId, sql`${t.name} collate nocase`, t.userId),
    index('end_customer_stats_due_idx').on(t.companyId, sql`${t.nextDueOn} IS NULL`, t.nextDueOn, t.userId),
    index('end_customer_stats_due_desc_idx').on(t.companyId, t.nextDueOn, t.userId),
  ],
);

/** Who registered which serial when: the serial row holds the current owner, this the history (transfers, re-registration). */
export const registrations = sqliteTable(
  'registrations',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    serialId: integer('serial_id')
      .notNull()
      .references(() => serials.id, { onDelete: 'cascade' }),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    purchaseDate: text('purchase_date'),
    registeredAt: integer('registered_at', { mode: 'timestamp_ms' }).notNull(),
    endedAt: integer('ended_at', { mode: 'timestamp_ms' }),
    /** How the owner came to own it (docs/decisions/0030): registered directly, as the named end customer, by a confirmed claim, by a transfer. */
    basis: text('basis', { enum: REGISTRATION_BASES }).notNull().default('direct'),
    /** The claimant as they were when registering (the account and profile may change later): for the audit trail. */
    claimantName: text('claimant_name').notNull().default(''),
    claimantEmail: text('claimant_email').notNull().default(''),
    claimantCompany: text('claimant_company').notNull().default(''),
    claimantAddress: text('claimant_address').notNull().default(''),
    claimantIp: text('claimant_ip').notNull().default(''),
    /** Who confirmed the claim or made the transfer (a partner's senior user or an admin). */
    confirmedBy: text('confirmed_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('registrations_serial_idx').on(t.serialId), index('registrations_user_idx').on(t.userId)],
);

/**
 * A calibration, repair, test or inspection done on an instrument. A calibration carries what its certificate prints
 * (ISO/IEC 17025 7.8): procedure, reference standards with their own certificate numbers, conditions, readings.
 * `results` and `references` are JSON (shapes in shared/serials/service.schema.ts).
 */
export const serviceRecords = sqliteTable(
  'service_records',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    serialId: integer('serial_id')
      .notNull()
      .references(() => serials.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: SERVICE_KINDS }).notNull(),
    performedOn: text('performed_on').notNull(),
    /** The technician who did the work (printed as the signatory of a calibration certificate). */
    performedBy: text('performed_by').notNull(),
    /** The laboratory or repair centre: null is Voltara's own laboratory. */
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'set null' }),
    procedure: text('procedure').notNull().default(''),
    temperatureC: text('temperature_c').notNull().default(''),
    humidityPct: text('humidity_pct').notNull().default(''),
    references: text('references').notNull().default('[]'),
    results: text('results').notNull().default('[]'),
    notes: text('notes').notNull().default(''),
    nextDueOn: text('next_due_on'),
    returnId: integer('return_id'),
    recordedBy: text('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('service_records_serial_idx').on(t.serialId, t.performedOn)],
);

/** Check-digit rules per product line (/admin/serials/checksums): a serial of the line must match `pattern`, and its
 * last digit must be the `algorithm`'s check digit of the others. */
export const serialChecksums = sqliteTable('serial_checksums', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  productId: integer('product_id')
    .notNull()
    .unique()
    .references(() => products.id, { onDelete: 'cascade' }),
  pattern: text('pattern').notNull(),
  algorithm: text('algorithm', { enum: ['luhn', 'mod11', 'none'] }).notNull().default('luhn'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
