import { adminAnnouncementsCollection } from './admin-announcements';
import { adminMessagesCollection } from './admin-messages';
import { portalAnnouncementsCollection } from './portal-announcements';
import { portalInboxCollection } from './portal-inbox';

/** The announcements' and messages' collections by name: the admin's two lists, the portal's inbox and its announcements. */
export const NEWS_SERVER_RESOURCES = {
  adminAnnouncements: adminAnnouncementsCollection,
  adminMessages: adminMessagesCollection,
  portalInbox: portalInboxCollection,
  portalAnnouncements: portalAnnouncementsCollection,
};
