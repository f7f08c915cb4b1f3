import { AnnouncementIdSchema, PortalAnnouncementListSchema } from '../../../shared/portal/announcements.schema';
import { NewThreadSchema, ReplySchema, ThreadIdSchema } from '../../../shared/portal/messages.schema';
import { threadView } from '../../resources/news/threads';
import { portalInboxCollection } from '../../resources/news/portal-inbox';
import { getAnnouncement, listAnnouncements, markAllAnnouncementsRead, markAnnouncementRead } from '../../services/portal/news/announcements';
import { replyInThread, startThread } from '../../services/portal/news/inbox';
import { markThreadRead } from '../../services/portal/news/threads';
import { collectionDetail, collectionProcedures } from '../collection-router';
import { procedure, router } from '../init';

/**
 * /portal/announcements and /portal/inbox (issue 12): every portal role reads the announcements aimed at them and
 * their company's threads with Voltara, and writes in them. The inbox is the portalInbox collection (list, get as the
 * thread's view) with its workflows beside it (decision 0060). Errors come in the reader's language.
 */
const member = procedure.meta({ permission: 'portal:access' });

/** Spread into the portal router: `portal.announcements.*` and `portal.inbox.*`. */
export const portalNewsRouter = {
  announcements: router({
    list: member.input(PortalAnnouncementListSchema.prefault({})).query(({ ctx, input }) => listAnnouncements(ctx, input)),
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
