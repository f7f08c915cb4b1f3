import { z } from 'zod';

/** The logs that are purged after a number of days, in the order the retention form shows them. */
export const RETENTION_LOGS = ['website_log', 'outbox', 'download_log', 'audit_log', 'gdpr_log'] as const;
export type RetentionLog = (typeof RETENTION_LOGS)[number];

/** Ten years at most: beyond that a log is an archive, and an archive is not kept in the site's database. */
export const RETENTION_MAX_DAYS = 3650;

/** An emptied box is sent as null and answered "required". */
const days = (min: number) => z.number().nullable().pipe(z.number().int().min(min).max(RETENTION_MAX_DAYS));

/**
 * Days each log is kept. The audit trail keeps at least 30 days and the GDPR log at least a year: both are the
 * evidence of who changed what and of requests answered, and a typo must not wipe them.
 */
export const LogRetentionSchema = z
  .object({
    website_log: days(1),
    outbox: days(1),
    download_log: days(1),
    audit_log: days(30),
    gdpr_log: days(365),
  })
  .strict();
export type LogRetention = z.output<typeof LogRetentionSchema>;

/**
 * Defaults: visitor traffic 90 days (enough to follow up an incident), e-mails 30 days (the outbox is a debugging
 * aid), restricted downloads a year, the audit trail two years, GDPR requests six years (limitation period for claims).
 */
export const LOG_RETENTION_DEFAULTS: LogRetention = {
  website_log: 90,
  outbox: 30,
  download_log: 365,
  audit_log: 730,
  gdpr_log: 2190,
};
