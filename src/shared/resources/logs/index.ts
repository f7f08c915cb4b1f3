import { auditTrailResource } from './audit-trail';
import { gdprConsentsResource } from './gdpr-consents';
import { gdprRequestsResource } from './gdpr-requests';
import { outboxResource } from './outbox';
import { websiteLogResource } from './website-log';

/**
 * The logs' collections (issue 4, Logs), mounted as admin.logs.{audit, website, outbox, gdpr.requests, gdpr.consents}
 * beside the logs' workflows.
 */
export const LOG_RESOURCES = {
  auditTrail: auditTrailResource,
  websiteLog: websiteLogResource,
  outbox: outboxResource,
  gdprRequests: gdprRequestsResource,
  gdprConsents: gdprConsentsResource,
} as const;
