import { auditTrailResource } from './audit-trail';

/** The logs' collections (issue 4, Logs), mounted as admin.logs.{audit ...} beside the logs' workflows. */
export const LOG_RESOURCES = { auditTrail: auditTrailResource } as const;
