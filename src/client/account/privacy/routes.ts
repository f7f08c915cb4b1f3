import { accountRoute, type IdsOf } from '../../../shared/route-tables/define';

/** Not paths of SPEC.md: the self-service of GDPR (issue 30 item 13, docs/decisions/0043). */
export const PRIVACY_ROUTES = [
  accountRoute('/account/email', 'accountEmail'),
  accountRoute('/account/sessions', 'accountSessions'),
  accountRoute('/account/data', 'accountData'),
  accountRoute('/account/delete', 'accountDelete'),
] as const;

export type PrivacyRouteId = IdsOf<typeof PRIVACY_ROUTES>;
