import { adminRoute, type IdsOf } from '../../../shared/route-tables/define';

/** The log screens: audit trail, GDPR log and website log (with the outbox and retention as its sections). */
export const LOGS_ROUTES = [
  adminRoute('/logs', 'admin.logs', 'admin-logs:audit.description'),
  adminRoute('/logs/gdpr', 'admin.logs.gdpr', 'admin-logs:gdpr.description'),
  adminRoute('/logs/website', 'admin.logs.website', 'admin-logs:website.description'),
] as const;

export type LogsRouteId = IdsOf<typeof LOGS_ROUTES>;
