import { adminRoute, type IdsOf } from '../../../shared/route-tables/define';

/** The announcements to the partners and the message threads with them. */
export const PARTNER_NEWS_ROUTES = [
  adminRoute('/distributors/announcements', 'admin.distributors.announcements', 'admin-news:announcements.description'),
  adminRoute('/distributors/messages', 'admin.distributors.messages', 'admin-news:messages.description'),
  adminRoute('/distributors/messages/send', 'admin.distributors.messageSend', 'admin-news:send.description'),
  adminRoute('/distributors/messages/:id', 'admin.distributors.message'),
] as const;

export type PartnerNewsRouteId = IdsOf<typeof PARTNER_NEWS_ROUTES>;
