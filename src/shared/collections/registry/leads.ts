import { adminLeadsResource } from '../../leads/collections/admin-leads';

/** The leads' collection of the admin area (the portal's lives with its face). */
export const LEAD_RESOURCES = { adminLeads: adminLeadsResource } as const;
