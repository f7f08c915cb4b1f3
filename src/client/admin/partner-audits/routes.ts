import { adminRoute, type IdsOf } from '../../../shared/route-tables/define';

/** Not paths of SPEC.md (issue 27): Voltara reviews the partners' audits, and reads their service jobs, here. */
export const PARTNER_AUDITS_ROUTES = [
  adminRoute('/distributors/audits', 'admin.distributors.audits', 'admin-audits:audits.description'),
  adminRoute('/distributors/audits/:id', 'admin.distributors.audit', 'admin-audits:audit.description'),
  adminRoute('/distributors/service-jobs', 'admin.distributors.serviceJobs', 'admin-audits:jobs.description'),
  adminRoute('/distributors/service-jobs/:id', 'admin.distributors.serviceJob', 'admin-audits:job.description'),
] as const;

export type PartnerAuditsRouteId = IdsOf<typeof PARTNER_AUDITS_ROUTES>;
