import type { AdminPages } from '../page-registry';
import { AuditLogPage } from './AuditLogPage';
import { GdprLogPage } from './GdprLogPage';
import { WebsiteLogPage } from './WebsiteLogPage';

/** The log screens: audit trail, GDPR log and website log (with the outbox and retention as its sections). */
export const LOGS_PAGES: AdminPages = {
  'admin.logs': AuditLogPage,
  'admin.logs.gdpr': GdprLogPage,
  'admin.logs.website': WebsiteLogPage,
};
