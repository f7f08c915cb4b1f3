import { AnnouncementIdSchema } from '../../../shared/portal/announcements.schema';
import { NewThreadSchema, ReplySchema, ThreadIdSchema } from '../../../shared/portal/messages.schema';
import { threadView } from '../messages/collections/threads';
import { portalAnnouncementsCollection } from './collections/portal-announcements';
import { portalInboxCollection } from '../messages/collections/portal-inbox';
import { getAnnouncement, markAllAnnouncementsRead, markAnnouncementRead } from './announcements';
import { replyInThread, startThread } from '../messages/inbox';
import { markThreadRead } from '../messages/threads';
import { collectionDetail, collectionProcedures } from '../../trpc/collection-router';
import { procedure, router } from '../../trpc/init';

/**
 * /portal/announcements and /portal/inbox (issue 12): every portal role reads the announcements aimed at them and
 * their company's threads with Voltara, and writes in them. The inbox is the portalInbox collection (list, get as the
 * thread's view) with its workflows beside it (decision 0060); the announcements are the portalAnnouncements
 * collection, with `get` (the body in the reader's language) and the read markers beside it (decision 0075). Errors
 * come in the reader's language.
 */
const member = procedure.meta({ permission: 'portal:access' });

/** Spread into the portal router: `portal.announcements.*` and `portal.inbox.*`. */
export const portalNewsRouter = {
  announcements: router({
    ...collectionProcedures(portalAnnouncementsCollection),
    get: member.input(AnnouncementIdSchema).query(({ ctx, input }) => getAnnouncement(ctx, input)),
    markRead: member.input(AnnouncementIdSchema).mutation(({ ctx, input }) => markAnnouncementRead(ctx, input)),
    markAllRead: member.mutation(({ ctx }) => markAllAnnouncementsRead(ctx)),
  }),
  inbox: router({
    ...collectionProcedures(portalInboxCollection),
    get: collectionDetail(portalInboxCollection, threadView),
    markRead: member.input(ThreadIdSchema).mutation(({ ctx, input }) => markThreadRead(ctx, input)),
    reply: member.input(ReplySchema).mutation(({ ctx, input }) => replyInThread(ctx, input)),
    start: member.input(NewThreadSchema).mutation(({ ctx, input }) => startThread(ctx, input)),
  }),
};
