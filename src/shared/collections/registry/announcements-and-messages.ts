import { adminAnnouncementsResource } from '../../announcements/collections/admin-announcements';
import { adminMessagesResource } from '../../messages/collections/admin-messages';
import { portalAnnouncementsResource } from '../../announcements/collections/portal-announcements';
import { portalInboxResource } from '../../messages/collections/portal-inbox';

/**
 * The announcements and messages to the partners (issue 12): the admin's two lists, each mounted beside its
 * workflows, the portal's inbox over the same threads (portal.inbox) and the portal's announcements (portal.announcements).
 */
export const ANNOUNCEMENT_AND_MESSAGE_RESOURCES = {
  adminAnnouncements: adminAnnouncementsResource,
  adminMessages: adminMessagesResource,
  portalInbox: portalInboxResource,
  portalAnnouncements: portalAnnouncementsResource,
} as const;
