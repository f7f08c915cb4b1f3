import {
  AnnouncementIdSchema,
  AnnouncementInputSchema,
  AnnouncementSendSchema,
  AnnouncementUpdateSchema,
} from '../../../shared/announcements/announcements.schema';
import { adminAnnouncementsCollection, adminAnnouncementView } from './collections/admin-announcements';
import {
  announcementAudienceOptions,
  createAnnouncement,
  deleteAnnouncement,
  updateAnnouncement,
} from './admin-announcements';
import { announcementSendPreview, sendAnnouncement } from './announcement-send';
import { collectionDetail, collectionProcedures } from '../../trpc/collection-router';
import { procedure, router } from '../../trpc/init';

/**
 * /admin/distributors/announcements (issue 12): a read-only collection (list, get as the record page's view,
 * filterOptions) with its workflows beside it (decision 0060). An announcement is written in the section's own editor
 * (`add`, `edit`, `remove`: the collection's create/update/delete are not offered, and answer 403) and e-mailed by
 * `send`. Every write is audited by its service.
 */
const admin = procedure.meta({ permission: 'admin:access' });

export const adminAnnouncementsRouter = router({
  ...collectionProcedures(adminAnnouncementsCollection),
  get: collectionDetail(adminAnnouncementsCollection, adminAnnouncementView),
  options: admin.query(({ ctx }) => announcementAudienceOptions(ctx)),
  add: admin.input(AnnouncementInputSchema).mutation(({ ctx, input }) => createAnnouncement(ctx, input)),
  edit: admin.input(AnnouncementUpdateSchema).mutation(({ ctx, input }) => updateAnnouncement(ctx, input)),
  remove: admin.input(AnnouncementIdSchema).mutation(({ ctx, input }) => deleteAnnouncement(ctx, input)),
  /** Who a send would reach and the e-mail in each language; nothing is sent. */
  sendPreview: admin.input(AnnouncementIdSchema).query(({ ctx, input }) => announcementSendPreview(ctx, input)),
  /** E-mails it to its audience now (saving never does); a second send needs `again`. */
  send: admin.input(AnnouncementSendSchema).mutation(({ ctx, input }) => sendAnnouncement(ctx, input)),
});
