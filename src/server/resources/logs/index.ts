import { auditTrailCollection } from './audit-trail';

/** The logs' collections, by name (mounted as admin.logs.{audit ...} beside the logs' workflows). */
export const LOG_SERVER_RESOURCES = { auditTrail: auditTrailCollection };
