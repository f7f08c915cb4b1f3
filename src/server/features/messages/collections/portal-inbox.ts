import { portalInboxResource } from '../../../../shared/messages/collections/portal-inbox';
import { messageThreads } from '../../../db/schema';
import type { ServerResource } from '../../../collections/types';
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
