import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { ENQUIRY_KINDS, ENQUIRY_STATUSES } from '../../../shared/catalog/enums';
import { users } from './auth';
import { createdAt, updatedAt } from './columns';
import { productOptions } from './catalog';
import { products } from './content';

/**
 * Every public form a visitor sends (product question and enquiry, training booking, later contact, quote, dealer
 * application, calibration): stored first, then e-mailed through the outbox. The common fields are columns (the
 * admin inbox lists and filters them); what only one kind asks (attendees, preferred date ...) is JSON in `details`.
 */
export const enquiries = sqliteTable(
  'enquiries',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    kind: text('kind', { enum: ENQUIRY_KINDS }).notNull(),
    status: text('status', { enum: ENQUIRY_STATUSES }).notNull().default('new'),
    locale: text('locale').notNull().default('en'),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    optionId: integer('option_id').references(() => productOptions.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    company: text('company').notNull().default(''),
    telephone: text('telephone').notNull().default(''),
    country: text('country').notNull().default(''),
    message: text('message').notNull().default(''),
    details: text('details').notNull().default('{}'),
    /** The visitor's account when signed in. */
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    assignedTo: text('assigned_to').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('enquiries_created_idx').on(t.createdAt),
    index('enquiries_kind_status_idx').on(t.kind, t.status, t.createdAt),
    index('enquiries_email_idx').on(t.email),
    // The inbox's status filter (spam too) and its count of new ones; "assigned to me" and "unassigned", newest first.
    index('enquiries_status_idx').on(t.status, t.createdAt),
    index('enquiries_assigned_idx').on(t.assignedTo, t.createdAt),
  ],
);
