import { useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../../trpc';

/** After any write: every users query (the list pages and the user pages) is read again. */
export function useInvalidateUsers(): () => Promise<void> {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: trpc.admin.users.pathKey() });
}
