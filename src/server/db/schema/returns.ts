import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { BOOKING_TYPES, RETURN_PARTS, RETURN_STATUSES } from '../../../shared/returns/enums';
import { users } from './auth';
import { productOptions } from './catalog';
import { createdAt, updatedAt } from './columns';
import { companies } from './companies';
import { products } from './content';
import { serials } from './serials';

/**
 * A return: booked by a customer from the account, or by a partner for an end customer (issue 12). The form's
 * details (your details, invoice address, send-from, shipping invoice, carrier) are JSON in `details`
 * (shared/returns/return.schema.ts); what the back office filters on are columns.
 */
export const returns = sqliteTable(
  'returns',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    rmaNumber: text('rma_number').notNull().unique(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The partner company that booked it for an end customer (null: booked by the customer). */
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'set null' }),
    bookingType: text('booking_type', { enum: BOOKING_TYPES }).notNull(),
    /** The repair centre: null is Voltara; otherwise a certified partner with service rights. */
    repairCentreId: integer('repair_centre_id').references(() => companies.id, { onDelete: 'set null' }),
    status: text('status', { enum: RETURN_STATUSES }).notNull().default('submitted'),
    locale: text('locale').notNull().default('en'),
    details: text('details').notNull().default('{}'),
    vatConfirmedAt: integer('vat_confirmed_at', { mode: 'timestamp_ms' }).notNull(),
    /** The back office's notes (the customer's own are in `details`). */
    notes: text('notes').notNull().default(''),
    /** Costs quoted or charged, in pence. */
    costPence: integer('cost_pence'),
    /** The carrier's tracking number, added or corrected by the owner until the parcel is received (issue 30 item 14). */
    trackingNumber: text('tracking_number').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('returns_user_idx').on(t.userId, t.createdAt),
    index('returns_company_idx').on(t.companyId, t.createdAt),
    index('returns_status_idx').on(t.status, t.createdAt),
    index('returns_created_idx').on(t.createdAt, t.id),
  ],
);

/** SPEC.md "Return item": what is sent back, one row per item. */
export const returnLines = sqliteTable(
  'return_lines',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    returnId: integer('return_id')
      .notNull()
      .references(() => returns.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    optionId: integer('option_id').references(() => productOptions.id, { onDelete: 'set null' }),
    /** What the customer chose, as shown then (kept if the product is renamed or removed). */
    itemName: text('item_name').notNull(),
    part: text('part', { enum: RETURN_PARTS }).notNull(),
    /** Which part, when a single part is sent. */
    partName: text('part_name').notNull().default(''),
    serialNumber: text('serial_number').notNull().default(''),
    serialId: integer('serial_id').references(() => serials.id, { onDelete: 'set null' }),
    orderNumber: text('order_number').notNull().default(''),
    valuePence: integer('value_pence').notNull(),
  },
  (t) => [index('return_lines_return_idx').on(t.returnId), index('return_lines_serial_idx').on(t.serialId)],
);

/** Every status a return has had: who moved it, when, with what note (the customer is e-mailed each time). */
export const returnEvents = sqliteTable(
  'return_events',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    returnId: integer('return_id')
      .notNull()
      .references(() => returns.id, { onDelete: 'cascade' }),
    status: text('status', { enum: RETURN_STATUSES }).notNull(),
    note: text('note').notNull().default(''),
    byUserId: text('by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('return_events_return_idx').on(t.returnId, t.createdAt)],
);

/**
 * Photos of a fault or a fault report the owner attached to a return (issue 30 item 14): checked like every upload
 * (features/files/upload.ts), kept in the storage under server-made keys, served only to the owner and the back office
 * (rest/return-attachments.ts), never through /media.
 */
export const returnAttachments = sqliteTable(
  'return_attachments',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    returnId: integer('return_id')
      .notNull()
      .references(() => returns.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull().unique(),
    /** The file's name as offered for download (made safe, with the extension of what the bytes are). */
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    /** The WebP web copies of an image (JSON, as files.variants): the smallest is the thumbnail. */
    variants: text('variants').notNull().default('[]'),
    uploadedBy: text('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('return_attachments_return_idx').on(t.returnId, t.id)],
);
