import type { AdminPages } from '../page-registry';
import { MessageAdminPage } from './MessageAdminPage';
import { MessageSendPage } from './MessageSendPage';
import { MessagesAdminPage } from './MessagesAdminPage';

/** Messages to the partners (issue 12). */
export const MESSAGE_ADMIN_PAGES: AdminPages = {
  'admin.distributors.messages': MessagesAdminPage,
  'admin.distributors.messageSend': MessageSendPage,
  'admin.distributors.message': MessageAdminPage,
};
