import type { AdminPages } from '../page-registry';
import { AdminLeadPage } from './AdminLeadPage';
import { AdminLeadSendPage } from './AdminLeadSendPage';
import { AdminLeadsPage } from './AdminLeadsPage';

/** Leads (issue 12): every lead, sending one, and one lead to route, reassign or resolve. */
export const LEADS_PAGES: AdminPages = {
  'admin.distributors.leads': AdminLeadsPage,
  'admin.distributors.leadSend': AdminLeadSendPage,
  'admin.distributors.lead': AdminLeadPage,
};
