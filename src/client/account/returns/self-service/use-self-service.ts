import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../../../trpc';

/** Where the return is shown: the account's page, or the portal's dialog of a company's returns. */
export type ReturnFace = 'account' | 'portal';

/**
 * The owner's actions on a return through the procedures of the face it is shown in (account.returns.* or
 * portal.returns.*: the same services, each face's permission). Both faces' hooks are made so the hook order never
 * changes; the face picks one. Every success reloads both faces' return queries.
 */
export function useReturnActions(face: ReturnFace) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.account.returns.pathKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.portal.returns.pathKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.admin.returns.pathKey() }),
    ]);
  const account = {
    cancel: useMutation(trpc.account.returns.cancel.mutationOptions({ onSuccess: refresh })),
    setTracking: useMutation(trpc.account.returns.setTracking.mutationOptions({ onSuccess: refresh })),
    removeAttachment: useMutation(trpc.account.returns.removeAttachment.mutationOptions({ onSuccess: refresh })),
  };
  const portal = {
    cancel: useMutation(trpc.portal.returns.cancel.mutationOptions({ onSuccess: refresh })),
    setTracking: useMutation(trpc.portal.returns.setTracking.mutationOptions({ onSuccess: refresh })),
    removeAttachment: useMutation(trpc.portal.returns.removeAttachment.mutationOptions({ onSuccess: refresh })),
  };
  return { ...(face === 'account' ? account : portal), refresh };
}
