import { portalRoute, type IdsOf } from '../../../shared/route-tables/define';

/** The agreements the company accepts, and a version it accepted. */
export const AGREEMENTS_ROUTES = [
  portalRoute('/agreements', 'portal.agreements', { description: 'portal-agreements:list.lead' }),
  portalRoute('/agreements/:id', 'portal.agreement'),
  portalRoute('/agreements/:id/acceptances/:acceptanceId', 'portal.agreementAcceptance'),
] as const;

export type AgreementsRouteId = IdsOf<typeof AGREEMENTS_ROUTES>;
