import { portalInboxResource } from '../../../shared/resources/news/portal-inbox';
import type { ResourceRecord } from '../../../shared/resources/types';
import { messageThreads } from '../../db/schema';
import { getThread } from '../../services/portal/news/threads';
import type { ServerResource, WriteContext } from '../types';
import { threadSearchCondition, threadValues } from './threads';

/**
 * The server half of /portal/inbox: the threads of the reader's company (scope 'company'; an admin reaches every
 * company's, as the back office does). Unread is the portal's side: anything written after the reader's own marker,
 * Voltara's posts and the colleagues' alike.
 */
export const portalInboxCollection = {
  def: portalInboxResource,
  table: messageThreads,
  scope: 'company',
  scopeKey: 'companyId',
  computed: threadValues('portal'),
  search: threadSearchCondition,
} satisfies ServerResource;

/** portal.inbox.get: the thread and its posts, each new or not for the reader. */
export function portalThreadView(ctx: WriteContext, record: ResourceRecord) {
  return getThread(ctx.deps, ctx.actor, record.id);
}
