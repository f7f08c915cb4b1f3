import { portalRoute, type IdsOf } from '../../../shared/route-tables/define';

/** The company's message threads with Voltara (the inbox). */
export const MESSAGE_ROUTES = [
  portalRoute('/inbox', 'portal.inbox'),
  portalRoute('/inbox/:id', 'portal.message'),
] as const;

export type MessageRouteId = IdsOf<typeof MESSAGE_ROUTES>;
