import { portalRoute, type IdsOf } from '../../../shared/route-tables/define';

/** Voltara's announcements to the partners. */
export const ANNOUNCEMENT_ROUTES = [
  portalRoute('/announcements', 'portal.announcements'),
  portalRoute('/announcements/:id', 'portal.announcement'),
] as const;

export type AnnouncementRouteId = IdsOf<typeof ANNOUNCEMENT_ROUTES>;
