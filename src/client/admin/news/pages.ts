import type { AdminPages } from '../page-registry';
import { AnnouncementsAdminPage } from './AnnouncementsAdminPage';
import { MessageAdminPage } from './MessageAdminPage';
import { MessageSendPage } from './MessageSendPage';
import { MessagesAdminPage } from './MessagesAdminPage';

/** Announcements and messages to the partners (issue 12). */
export const NEWS_PAGES: AdminPages = {
  'admin.distributors.announcements': AnnouncementsAdminPage,
  'admin.distributors.messages': MessagesAdminPage,
  'admin.distributors.messageSend': MessageSendPage,
  'admin.distributors.message': MessageAdminPage,
};
