import type { AdminPages } from '../page-registry';
import { AnnouncementsAdminPage } from './AnnouncementsAdminPage';

/** Announcements to the partners (issue 12). */
export const ANNOUNCEMENT_ADMIN_PAGES: AdminPages = {
  'admin.distributors.announcements': AnnouncementsAdminPage,
};
