import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../trpc';

/**
 * How many inbox conversations hold messages the member has not read, for the navigation's badge. It is the
 * dashboard's own figure (portal.dashboard, the inbox's one rule of "unread"), read from the same query: on the
 * dashboard, and on any page after it within the cache's time, the badge costs no request of its own. Reading a
 * thread invalidates that query (messages/ThreadPage.tsx), so the badge follows. Null until known, or when the member
 * does not see the inbox.
 */
export function useInboxUnread(enabled: boolean): number | null {
  const trpc = useTRPC();
  const query = useQuery({ ...trpc.portal.dashboard.queryOptions(), enabled, select: (dashboard) => dashboard.inbox.unread });
  return enabled && query.data !== undefined ? query.data : null;
}
