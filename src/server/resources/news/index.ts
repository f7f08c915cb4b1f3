import { adminAnnouncementsCollection } from './admin-announcements';
import { adminMessagesCollection } from './admin-messages';
import { portalInboxCollection } from './portal-inbox';

/** The announcements' and messages' collections by name: the admin's two lists and the portal's inbox. */
export const NEWS_SERVER_RESOURCES = {
  adminAnnouncements: adminAnnouncementsCollection,
  adminMessages: adminMessagesCollection,
  portalInbox: portalInboxCollection,
};
