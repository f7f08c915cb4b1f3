import { AGREEMENTS_ROUTES } from '../../client/portal/agreements/routes';
import { COMPANY_CERTIFICATES_ROUTES } from '../../client/portal/certificates/routes';
import { COMPANY_RETURNS_ROUTES } from '../../client/portal/returns/routes';
import { HELP_CENTRE_ROUTES } from '../../client/portal/helpcenter/routes';
import { LEADS_ROUTES } from '../../client/portal/leads/routes';
import { ANNOUNCEMENT_ROUTES } from '../../client/portal/announcements/routes';
import { MESSAGE_ROUTES } from '../../client/portal/messages/routes';
import { PORTAL_HOME_ROUTES } from '../../client/portal/routes';
import { SERIALS_ROUTES } from '../../client/portal/serials/routes';
import { SERVICE_CENTRE_ROUTES } from '../../client/portal/service-centre/routes';
import { STAFF_COURSES_ROUTES } from '../../client/portal/courses/routes';
import { TEAM_ROUTES } from '../../client/portal/team/routes';
import { TRADE_ROUTES } from '../../client/portal/trade/routes';

/**
 * The distributor and certified-partner portal (SPEC.md section 2), each section's routes declared in its folder's
 * `routes.ts`, matched in this order (tests/unit/route-sections.test.ts fails on a route an earlier one hides).
 */
export const PORTAL_ROUTES = [
  ...PORTAL_HOME_ROUTES,
  ...ANNOUNCEMENT_ROUTES,
  ...MESSAGE_ROUTES,
  ...TEAM_ROUTES,
  ...STAFF_COURSES_ROUTES,
  ...LEADS_ROUTES,
  ...TRADE_ROUTES,
  ...SERIALS_ROUTES,
  ...HELP_CENTRE_ROUTES,
  ...COMPANY_RETURNS_ROUTES,
  ...AGREEMENTS_ROUTES,
  ...COMPANY_CERTIFICATES_ROUTES,
  ...SERVICE_CENTRE_ROUTES,
] as const;

export type PortalRouteId = (typeof PORTAL_ROUTES)[number]['id'];
