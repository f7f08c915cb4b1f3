import { adminAuditsResource } from '../../service-centre/collections/admin-audits';
import { adminServiceJobsResource } from '../../service-centre/collections/admin-service-jobs';

/** The back office's collections over the partners' audits and service jobs (the portal's live with their face). */
export const SERVICE_CENTRE_RESOURCES = { adminAudits: adminAuditsResource, adminServiceJobs: adminServiceJobsResource } as const;
