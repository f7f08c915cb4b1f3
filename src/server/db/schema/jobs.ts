import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt } from './columns';
import { serials } from './serials';

/**
 * Scheduled jobs run by one instance at a time: an instance takes the lease by a conditional write (free, or expired)
 * and holds it until `expiresAt`. Several instances may tick; one works.
 */
export const jobLeases = sqliteTable('job_leases', {
  name: text('name').primaryKey(),
  holder: text('holder').notNull(),
  expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
});

/**
 * Calibration reminders sent: the key (serial, due date, kind) makes each reminder go once, even if two instances
 * ever ran the job together (the second insert is ignored and that instance sends nothing).
 */
export const calibrationReminders = sqliteTable(
  'calibration_reminders',
  {
    serialId: integer('serial_id')
      .notNull()
      .references(() => serials.id, { onDelete: 'cascade' }),
    dueOn: text('due_on').notNull(),
    kind: text('kind', { enum: ['30-days', 'due'] }).notNull(),
    sentAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.serialId, t.dueOn, t.kind] }), index('calibration_reminders_sent_idx').on(t.sentAt)],
);
