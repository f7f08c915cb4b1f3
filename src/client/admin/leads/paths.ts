/** The back office's lead addresses (shared/routes.ts has their patterns). */
export const ADMIN_LEADS_PATH = '/admin/distributors/leads';
export const ADMIN_LEAD_SEND_PATH = '/admin/distributors/leads/send';
export const adminLeadPath = (id: number) => `${ADMIN_LEADS_PATH}/${id}`;
