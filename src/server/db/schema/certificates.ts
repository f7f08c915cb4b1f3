import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text, type AnySQLiteColumn } from 'drizzle-orm/sqlite-core';
import { CERTIFICATE_KINDS } from '../../../shared/certificates/enums';
import { users } from './auth';
import { createdAt } from './columns';
import { serials, serviceRecords } from './serials';

/**
 * Every certificate issued (calibration, conformity, training): one mechanism. What it says is frozen in `content`
 * (JSON, shared/certificates/certificate.schema.ts) when it is issued, so the PDF made from it on any later day is the
 * same document; a correction is a new certificate that supersedes this one. `code` is the secret in the QR code's
 * verification URL (a number alone must not be enough to read a certificate's details).
 */
export const certificates = sqliteTable(
  'certificates',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    number: text('number').notNull().unique(),
    code: text('code').notNull().unique(),
    kind: text('kind', { enum: CERTIFICATE_KINDS }).notNull(),
    /** Whose certificate it is (the instrument's owner when issued, or the learner). */
    holderId: text('holder_id').references(() => users.id, { onDelete: 'set null' }),
    serialId: integer('serial_id').references(() => serials.id, { onDelete: 'set null' }),
    serviceRecordId: integer('service_record_id').references(() => serviceRecords.id, { onDelete: 'set null' }),
    /** The course of a training certificate (issue 11). */
    courseId: integer('course_id'),
    locale: text('locale').notNull().default('en'),
    issuedOn: text('issued_on').notNull(),
    /** The calibration's next due or the training's expiry; null: does not expire. */
    expiresOn: text('expires_on'),
    content: text('content').notNull(),
    revokedAt: integer('revoked_at', { mode: 'timestamp_ms' }),
    revokedReason: text('revoked_reason').notNull().default(''),
    supersededById: integer('superseded_by_id').references((): AnySQLiteColumn => certificates.id, { onDelete: 'set null' }),
    issuedBy: text('issued_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('certificates_holder_idx').on(t.holderId, t.issuedOn),
    index('certificates_serial_idx').on(t.serialId, t.issuedOn),
    index('certificates_issued_idx').on(t.issuedOn, t.id),
    // /admin/certificates filtered by kind or to the revoked ones: counted and read newest first from an index, not by
    // reading every certificate (each row carries its content; 200,000 of them are hundreds of megabytes).
    index('certificates_kind_idx').on(t.kind, t.issuedOn, t.id),
    index('certificates_revoked_idx').on(t.issuedOn, t.id).where(sql`${t.revokedAt} is not null`),
  ],
);
