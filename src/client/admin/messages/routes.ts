import { adminRoute, type IdsOf } from '../../../shared/route-tables/define';

/** The message threads with the partners. */
export const MESSAGE_ADMIN_ROUTES = [
  adminRoute('/distributors/messages', 'admin.distributors.messages', 'admin-news:messages.description'),
  adminRoute('/distributors/messages/send', 'admin.distributors.messageSend', 'admin-news:send.description'),
  adminRoute('/distributors/messages/:id', 'admin.distributors.message'),
] as const;

export type MessageAdminRouteId = IdsOf<typeof MESSAGE_ADMIN_ROUTES>;
