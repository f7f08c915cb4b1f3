import { portalRoute, type IdsOf } from '../../../shared/route-tables/define';

/** The help centre. */
export const HELP_CENTRE_ROUTES = [
  portalRoute('/helpcenter', 'portal.helpcenter'),
] as const;

export type HelpCentreRouteId = IdsOf<typeof HELP_CENTRE_ROUTES>;
