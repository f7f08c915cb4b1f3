import { adminRoute, type IdsOf } from '../../../shared/route-tables/define';

/** The leads sent to the partners. */
export const ADMIN_LEADS_ROUTES = [
  adminRoute('/distributors/leads', 'admin.distributors.leads', 'admin-leads:list.description'),
  adminRoute('/distributors/leads/send', 'admin.distributors.leadSend', 'admin-leads:send.description'),
  adminRoute('/distributors/leads/:id', 'admin.distributors.lead', 'admin-leads:detail.description'),
] as const;

export type AdminLeadsRouteId = IdsOf<typeof ADMIN_LEADS_ROUTES>;
