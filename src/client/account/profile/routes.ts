import { accountRoute, type IdsOf } from '../../../shared/route-tables/define';

/** The customer's profile and contact preferences. */
export const PROFILE_ROUTES = [accountRoute('/account/profile', 'accountProfile'), accountRoute('/account/contact', 'accountContact')] as const;

export type ProfileRouteId = IdsOf<typeof PROFILE_ROUTES>;
