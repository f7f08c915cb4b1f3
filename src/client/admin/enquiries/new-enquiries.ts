import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../trpc';

/**
 * The new enquiries, counted through the inbox collection's own list (its smallest page, for its total): the menu
 * badge and the inbox's heading share this query, and every action on an enquiry reads it again (use-inbox.ts).
 */
const NEW_ENQUIRIES = { filters: { status: 'new' }, perPage: 10 } as const;

/** How many enquiries nobody has taken yet (spam is never new); 0 until known. `pollMs` reads it again meanwhile. */
export function useNewEnquiryCount(pollMs?: number): number {
  const trpc = useTRPC();
  const options = trpc.admin.enquiries.list.queryOptions(NEW_ENQUIRIES);
  const count = useQuery(pollMs ? { ...options, refetchInterval: pollMs, staleTime: pollMs / 2 } : options);
  return count.data?.total ?? 0;
}
