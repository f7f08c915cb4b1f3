import { auditTrailCollection } from '../../features/logs/collections/audit-trail';
import { gdprConsentsCollection } from '../../features/logs/collections/gdpr-consents';
import { gdprRequestsCollection } from '../../features/logs/collections/gdpr-requests';
import { outboxCollection } from '../../features/logs/collections/outbox';
import { websiteLogCollection } from '../../features/logs/collections/website-log';

/** The logs' collections, by name (mounted as admin.logs.{audit, website, outbox, gdpr.*} beside the logs' workflows). */
export const LOG_SERVER_RESOURCES = {
  auditTrail: auditTrailCollection,
  websiteLog: websiteLogCollection,
  outbox: outboxCollection,
  gdprRequests: gdprRequestsCollection,
  gdprConsents: gdprConsentsCollection,
};
