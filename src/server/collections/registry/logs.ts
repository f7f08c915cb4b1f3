import { auditTrailCollection } from '../../features/logs/collections/audit-trail';
import { outboxCollection } from '../../features/logs/collections/outbox';
import { websiteLogCollection } from '../../features/logs/collections/website-log';

/** The logs' collections, by name (mounted as admin.logs.{audit, website, outbox} beside the logs' workflows). */
export const LOG_SERVER_RESOURCES = { auditTrail: auditTrailCollection, websiteLog: websiteLogCollection, outbox: outboxCollection };
