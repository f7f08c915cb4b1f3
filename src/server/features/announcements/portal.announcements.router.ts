import { AnnouncementIdSchema } from '../../../shared/announcements/announcements.schema';
import { portalAnnouncementsCollection } from './collections/portal-announcements';
import { getAnnouncement, markAllAnnouncementsRead, markAnnouncementRead } from './announcements';
import { collectionProcedures } from '../../trpc/collection-router';
import { procedure, router } from '../../trpc/init';

/**
 * /portal/announcements (issue 12): every portal role reads the announcements aimed at them: the portalAnnouncements
 * collection, with `get` (the body in the reader's language) and the read markers beside it (decision 0075).
 */
const member = procedure.meta({ permission: 'portal:access' });

export const portalAnnouncementsRouter = router({
  ...collectionProcedures(portalAnnouncementsCollection),
  get: member.input(AnnouncementIdSchema).query(({ ctx, input }) => getAnnouncement(ctx, input)),
  markRead: member.input(AnnouncementIdSchema).mutation(({ ctx, input }) => markAnnouncementRead(ctx, input)),
  markAllRead: member.mutation(({ ctx }) => markAllAnnouncementsRead(ctx)),
});
