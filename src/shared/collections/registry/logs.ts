import { auditTrailResource } from '../../logs/collections/audit-trail';
import { gdprConsentsResource } from '../../logs/collections/gdpr-consents';
import { gdprRequestsResource } from '../../logs/collections/gdpr-requests';
import { outboxResource } from '../../logs/collections/outbox';
import { websiteLogResource } from '../../logs/collections/website-log';

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
