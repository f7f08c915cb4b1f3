import { NewThreadSchema, ReplySchema, ThreadIdSchema } from '../../../shared/messages/messages.schema';
import { threadView } from './collections/threads';
import { portalInboxCollection } from './collections/portal-inbox';
import { replyInThread, startThread } from './inbox';
import { markThreadRead } from './threads';
import { collectionDetail, collectionProcedures } from '../../trpc/collection-router';
import { procedure, router } from '../../trpc/init';

/**
 * /portal/inbox (issue 12): every portal role reads and writes their company's threads with Voltara: the portalInbox
 * collection (list, get as the thread's view) with its workflows beside it (decision 0060). Errors come in the
 * reader's language.
 */
const member = procedure.meta({ permission: 'portal:access' });

export const portalInboxRouter = router({
  ...collectionProcedures(portalInboxCollection),
  get: collectionDetail(portalInboxCollection, threadView),
  markRead: member.input(ThreadIdSchema).mutation(({ ctx, input }) => markThreadRead(ctx, input)),
  reply: member.input(ReplySchema).mutation(({ ctx, input }) => replyInThread(ctx, input)),
  start: member.input(NewThreadSchema).mutation(({ ctx, input }) => startThread(ctx, input)),
});
