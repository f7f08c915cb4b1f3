import { adminMessagesResource } from '../../../../shared/messages/collections/admin-messages';
import { messageThreads } from '../../../db/schema';
import { messageCompanies } from '../admin-messages';
import type { ServerResource } from '../../../collections/types';
import { threadSearchCondition, threadValues } from './threads';

/**
 * The server half of /admin/distributors/messages: the conversations of every company (global: only admins list it;
 * the portal's inbox is the company-scoped collection over the same table, portal-inbox.ts). Unread is Voltara's
 * side: a post of the company after the reading admin's marker; the unread filter compares that computed value (the
 * reader's own), so it needs no condition of its own.
 */
export const adminMessagesCollection = {
  def: adminMessagesResource,
  table: messageThreads,
  scope: 'global',
  computed: threadValues('admin'),
  search: threadSearchCondition,
  // Every company may be written to (messages/send), so every company is a choice, by name.
  filterOptions: { companyId: async ({ deps }) => (await messageCompanies({ deps })).map(({ id, name }) => ({ id, label: name })) },
} satisfies ServerResource;
