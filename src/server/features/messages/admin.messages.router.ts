import { ReplySchema, SendMessageSchema, ThreadIdSchema } from '../../../shared/messages/messages.schema';
import { threadView } from './collections/threads';
import { adminMessagesCollection } from './collections/admin-messages';
import { messageCompanies, replyAsVoltara, sendMessage } from './admin-messages';
import { markThreadRead } from './threads';
import { collectionDetail, collectionProcedures } from '../../trpc/collection-router';
import { procedure, router } from '../../trpc/init';

/**
 * /admin/distributors/messages (issue 12): a read-only collection (list, get as the thread's view, filterOptions) with
 * its workflows beside it (decision 0060). Every write is audited by its service.
 */
const admin = procedure.meta({ permission: 'admin:access' });

export const adminMessagesRouter = router({
  ...collectionProcedures(adminMessagesCollection),
  get: collectionDetail(adminMessagesCollection, threadView),
  companies: admin.query(({ ctx }) => messageCompanies(ctx)),
  markRead: admin.input(ThreadIdSchema).mutation(({ ctx, input }) => markThreadRead(ctx, input)),
  send: admin.input(SendMessageSchema).mutation(({ ctx, input }) => sendMessage(ctx, input)),
  reply: admin.input(ReplySchema).mutation(({ ctx, input }) => replyAsVoltara(ctx, input)),
});
