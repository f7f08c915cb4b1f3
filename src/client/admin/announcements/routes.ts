import { adminRoute, type IdsOf } from '../../../shared/route-tables/define';

/** The announcements to the partners. */
export const ANNOUNCEMENT_ADMIN_ROUTES = [
  adminRoute('/distributors/announcements', 'admin.distributors.announcements', 'admin-news:announcements.description'),
] as const;

export type AnnouncementAdminRouteId = IdsOf<typeof ANNOUNCEMENT_ADMIN_ROUTES>;
