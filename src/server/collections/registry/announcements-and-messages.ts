import { adminAnnouncementsCollection } from '../../features/announcements/collections/admin-announcements';
import { adminMessagesCollection } from '../../features/messages/collections/admin-messages';
import { portalAnnouncementsCollection } from '../../features/announcements/collections/portal-announcements';
import { portalInboxCollection } from '../../features/messages/collections/portal-inbox';

/** The announcements' and messages' collections by name: the admin's two lists, the portal's inbox and its announcements. */
export const ANNOUNCEMENT_AND_MESSAGE_SERVER_RESOURCES = {
  adminAnnouncements: adminAnnouncementsCollection,
  adminMessages: adminMessagesCollection,
  portalInbox: portalInboxCollection,
  portalAnnouncements: portalAnnouncementsCollection,
};
