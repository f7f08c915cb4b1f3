import { ADMIN_AGREEMENTS_ROUTES } from '../../client/admin/agreements/routes';
import { ADMIN_CERTIFICATES_ROUTES } from '../../client/admin/certificates/routes';
import { ADMIN_COURSES_ROUTES } from '../../client/admin/courses/routes';
import { ADMIN_FILES_ROUTES } from '../../client/admin/files/routes';
import { ADMIN_LEADS_ROUTES } from '../../client/admin/leads/routes';
import { ADMIN_RETURNS_ROUTES } from '../../client/admin/returns/routes';
import { ADMIN_SERIALS_ROUTES } from '../../client/admin/serials/routes';
import { ADMIN_SERVICE_TOOLS_ROUTES } from '../../client/admin/service-tools/routes';
import { ADMIN_USERS_ROUTES } from '../../client/admin/users/routes';
import { CATALOG_ROUTES } from '../../client/admin/catalog/routes';
import { COMPANIES_ROUTES } from '../../client/admin/companies/routes';
import { CONTENT_ROUTES } from '../../client/admin/content/routes';
import { DASHBOARD_ROUTES } from '../../client/admin/routes';
import { DEALER_PROFILES_ROUTES } from '../../client/admin/distributors/routes';
import { ENQUIRIES_ROUTES } from '../../client/admin/enquiries/routes';
import { LOGS_ROUTES } from '../../client/admin/logs/routes';
import { PARTNER_AUDITS_ROUTES } from '../../client/admin/partner-audits/routes';
import { ANNOUNCEMENT_ADMIN_ROUTES } from '../../client/admin/announcements/routes';
import { MESSAGE_ADMIN_ROUTES } from '../../client/admin/messages/routes';
import { PRICE_LIST_ROUTES } from '../../client/admin/pricelists/routes';
import { SETTINGS_ROUTES } from '../../client/admin/settings/routes';

/**
 * The admin back office (SPEC.md section 2), each section's routes declared in its folder's `routes.ts`, matched in
 * this order (tests/unit/route-sections.test.ts fails on a route an earlier one hides).
 */
export const ADMIN_ROUTES = [
  ...DASHBOARD_ROUTES,
  ...ADMIN_USERS_ROUTES,
  ...COMPANIES_ROUTES,
  ...ANNOUNCEMENT_ADMIN_ROUTES,
  ...MESSAGE_ADMIN_ROUTES,
  ...ADMIN_LEADS_ROUTES,
  ...DEALER_PROFILES_ROUTES,
  ...PARTNER_AUDITS_ROUTES,
  ...ADMIN_COURSES_ROUTES,
  ...CONTENT_ROUTES,
  ...ADMIN_SERVICE_TOOLS_ROUTES,
  ...SETTINGS_ROUTES,
  ...PRICE_LIST_ROUTES,
  ...ADMIN_FILES_ROUTES,
  ...LOGS_ROUTES,
  ...ADMIN_RETURNS_ROUTES,
  ...ENQUIRIES_ROUTES,
  ...ADMIN_AGREEMENTS_ROUTES,
  ...ADMIN_CERTIFICATES_ROUTES,
  ...ADMIN_SERIALS_ROUTES,
  ...CATALOG_ROUTES,
] as const;

export type AdminRouteId = (typeof ADMIN_ROUTES)[number]['id'];
