import { adminAuditsCollection } from '../../features/service-centre/collections/admin-audits';
import { adminServiceJobsCollection } from '../../features/service-centre/collections/admin-service-jobs';

/** The back office's collections over the partners' audits and service jobs, by name (the portal's live with their face). */
export const SERVICE_CENTRE_SERVER_RESOURCES = { adminAudits: adminAuditsCollection, adminServiceJobs: adminServiceJobsCollection };
