import { adminLeadsCollection } from '../../features/leads/collections/admin-leads';

/** The leads' collection of the admin area, by name (the portal's lives with its face). */
export const LEAD_SERVER_RESOURCES = { adminLeads: adminLeadsCollection };
