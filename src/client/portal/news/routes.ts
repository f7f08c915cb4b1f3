import { portalRoute, type IdsOf } from '../../../shared/route-tables/define';

/** Voltara's announcements to the partners, and the company's message threads with Voltara. */
export const NEWS_ROUTES = [
  portalRoute('/announcements', 'portal.announcements'),
  portalRoute('/announcements/:id', 'portal.announcement'),
  portalRoute('/inbox', 'portal.inbox'),
  portalRoute('/inbox/:id', 'portal.message'),
] as const;

export type NewsRouteId = IdsOf<typeof NEWS_ROUTES>;
