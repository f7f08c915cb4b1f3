import { adminAnnouncementsResource } from './admin-announcements';
import { adminMessagesResource } from './admin-messages';
import { portalAnnouncementsResource } from './portal-announcements';
import { portalInboxResource } from './portal-inbox';

/**
 * The announcements and messages to the partners (issue 12): the admin's two lists, each mounted beside its
 * workflows, the portal's inbox over the same threads (portal.inbox) and the portal's announcements (portal.announcements).
 */
export const NEWS_RESOURCES = {
  adminAnnouncements: adminAnnouncementsResource,
  adminMessages: adminMessagesResource,
  portalInbox: portalInboxResource,
  portalAnnouncements: portalAnnouncementsResource,
} as const;
