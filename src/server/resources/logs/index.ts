import { auditTrailCollection } from './audit-trail';
import { gdprConsentsCollection } from './gdpr-consents';
import { gdprRequestsCollection } from './gdpr-requests';
import { outboxCollection } from './outbox';
import { websiteLogCollection } from './website-log';

/** The logs' collections, by name (mounted as admin.logs.{audit, website, outbox, gdpr.*} beside the logs' workflows). */
export const LOG_SERVER_RESOURCES = {
  auditTrail: auditTrailCollection,
  websiteLog: websiteLogCollection,
  outbox: outboxCollection,
  gdprRequests: gdprRequestsCollection,
  gdprConsents: gdprConsentsCollection,
};
