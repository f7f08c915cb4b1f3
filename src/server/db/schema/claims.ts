import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { CLAIM_STATUSES } from '../../../shared/serials/claims.schema';
import { users } from './auth';
import { createdAt } from './columns';
import { companies } from './companies';
import { serials } from './serials';

/**
 * A claim to an instrument that a partner sold to a named end customer, made by an account that does not match that
 * end customer (docs/decisions/0030): it waits until the selling company (or Voltara, when no company sold it) confirms
 * or refuses it. The claimant's name and address are copied in as they were when claiming, for the audit trail.
 */
export const serialClaims = sqliteTable(
  'serial_claims',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    serialId: integer('serial_id')
      .notNull()
      .references(() => serials.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Who confirms: the company that sold the instrument; null is Voltara. */
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'set null' }),
    /** Whom the company recorded the sale to, shown to the company beside the claimant. */
    endCustomer: text('end_customer').notNull().default(''),
    status: text('status', { enum: CLAIM_STATUSES }).notNull().default('pending'),
    purchaseDate: text('purchase_date'),
    claimantName: text('claimant_name').notNull().default(''),
    claimantEmail: text('claimant_email').notNull().default(''),
    claimantCompany: text('claimant_company').notNull().default(''),
    claimantAddress: text('claimant_address').notNull().default(''),
    claimantIp: text('claimant_ip').notNull().default(''),
    /** Why it was refused (told to the claimant), or what closed it. */
    reason: text('reason').notNull().default(''),
    decidedAt: integer('decided_at', { mode: 'timestamp_ms' }),
    decidedBy: text('decided_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('serial_claims_serial_idx').on(t.serialId, t.status),
    index('serial_claims_company_idx').on(t.companyId, t.status, t.createdAt),
    index('serial_claims_user_idx').on(t.userId, t.createdAt),
    // One waiting claim per account and instrument: claiming again is answered with the claim that waits.
    uniqueIndex('serial_claims_pending_idx').on(t.serialId, t.userId).where(sql`status = 'pending'`),
  ],
);
