import {
  AdminAnnouncementListSchema,
  AnnouncementIdSchema,
  AnnouncementInputSchema,
  AnnouncementSendSchema,
  AnnouncementUpdateSchema,
} from '../../../shared/portal/announcements.schema';
import { AdminThreadListSchema, ReplySchema, SendMessageSchema, ThreadIdSchema } from '../../../shared/portal/messages.schema';
import {
  announcementAudienceOptions,
  createAnnouncement,
  deleteAnnouncement,
  getAdminAnnouncement,
  listAdminAnnouncements,
  updateAnnouncement,
} from '../../services/portal/news/admin-announcements';
import { announcementSendPreview, sendAnnouncement } from '../../services/portal/news/announcement-send';
import { messageCompanies, replyAsVoltara, sendMessage } from '../../services/portal/news/admin-messages';
import { getThread, listThreads, markThreadRead } from '../../services/portal/news/threads';
import { procedure, router } from '../init';

/**
 * /admin/distributors/announcements and /admin/distributors/messages (issue 12). Every write is audited by its service.
 */
const admin = procedure.meta({ permission: 'admin:access' });

/** Spread into the admin router: `admin.announcements.*` and `admin.messages.*`. */
export const adminNewsRouter = {
  announcements: router({
    list: admin.input(AdminAnnouncementListSchema.prefault({})).query(({ ctx, input }) => listAdminAnnouncements(ctx.deps, input, ctx.scope.locale)),
    get: admin.input(AnnouncementIdSchema).query(({ ctx, input }) => getAdminAnnouncement(ctx.deps, input.id)),
    options: admin.query(({ ctx }) => announcementAudienceOptions(ctx.deps, ctx.scope.locale)),
    create: admin.input(AnnouncementInputSchema).mutation(({ ctx, input }) => createAnnouncement(ctx.deps, ctx.actor, input, ctx.scope.locale)),
    update: admin.input(AnnouncementUpdateSchema).mutation(({ ctx, input }) => updateAnnouncement(ctx.deps, ctx.actor, input, ctx.scope.locale)),
    delete: admin.input(AnnouncementIdSchema).mutation(({ ctx, input }) => deleteAnnouncement(ctx.deps, ctx.actor, input.id)),
    /** Who a send would reach and the e-mail in each language; nothing is sent. */
    sendPreview: admin.input(AnnouncementIdSchema).query(({ ctx, input }) => announcementSendPreview(ctx.deps, input, ctx.scope.locale)),
    /** E-mails it to its audience now (saving never does); a second send needs `again`. */
    send: admin.input(AnnouncementSendSchema).mutation(({ ctx, input }) => sendAnnouncement(ctx.deps, ctx.actor, input, ctx.scope.locale)),
  }),
  messages: router({
    list: admin.input(AdminThreadListSchema.prefault({})).query(({ ctx, input }) => listThreads(ctx.deps, ctx.actor, 'admin', input)),
    get: admin.input(ThreadIdSchema).query(({ ctx, input }) => getThread(ctx.deps, ctx.actor, input.id)),
    companies: admin.query(({ ctx }) => messageCompanies(ctx.deps)),
    markRead: admin.input(ThreadIdSchema).mutation(({ ctx, input }) => markThreadRead(ctx.deps, ctx.actor, input.id)),
    send: admin.input(SendMessageSchema).mutation(({ ctx, input }) => sendMessage(ctx.deps, ctx.actor, input, ctx.scope.locale)),
    reply: admin.input(ReplySchema).mutation(({ ctx, input }) => replyAsVoltara(ctx.deps, ctx.actor, input, ctx.scope.locale)),
  }),
};
