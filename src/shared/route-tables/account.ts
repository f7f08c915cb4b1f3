import { ACCOUNT_HOME_ROUTES } from '../../client/account/routes';
import { COURSE_ROUTES } from '../../client/account/courses/routes';
import { INSTRUMENT_ROUTES } from '../../client/account/registrations/routes';
import { PRIVACY_ROUTES } from '../../client/account/privacy/routes';
import { PROFILE_ROUTES } from '../../client/account/profile/routes';
import { RETURN_ROUTES } from '../../client/account/returns/routes';

/**
 * The customer's account (SPEC.md section 2), each section's routes declared in its folder's `routes.ts`, matched in
 * this order (tests/unit/route-sections.test.ts fails on a route an earlier one hides).
 */
export const ACCOUNT_ROUTES = [
  ...ACCOUNT_HOME_ROUTES,
  ...PROFILE_ROUTES,
  ...PRIVACY_ROUTES,
  ...INSTRUMENT_ROUTES,
  ...RETURN_ROUTES,
  ...COURSE_ROUTES,
] as const;

export type AccountRouteId = (typeof ACCOUNT_ROUTES)[number]['id'];
