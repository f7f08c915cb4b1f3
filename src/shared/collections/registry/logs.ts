import { auditTrailResource } from '../../logs/collections/audit-trail';
import { outboxResource } from '../../logs/collections/outbox';
import { websiteLogResource } from '../../logs/collections/website-log';

/** The logs' collections (issue 4, Logs), mounted as admin.logs.{audit, website, outbox} beside the logs' workflows. */
export const LOG_RESOURCES = { auditTrail: auditTrailResource, websiteLog: websiteLogResource, outbox: outboxResource } as const;
