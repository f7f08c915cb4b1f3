import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Dialog } from '../../components/ui/Dialog';
import { focusKeyOf } from '../../components/ui/dialog-focus';
import { Loaded } from '../../components/ui/Loaded';
import { useTranslation } from '../../lib/i18n-react';
import { fieldErrorsOf, httpStatusOf } from '../../lib/trpc-errors';
import { useTRPC } from '../../trpc';
import { ClaimDecisions, type ClaimDecision } from './ClaimDecisions';

/** What the panel says once a claim is decided. */
export interface DecidedClaim {
  serial: string;
  decision: ClaimDecision['decision'];
}

/**
 * One claim of the company's (`portal.claims.get`, docs/decisions/0078): the instrument, whom it was sold to, who claims
 * it with their address, and, while it waits, Confirm or Refuse with a reason (`portal.claims.decide`). Once decided the
 * dialog closes and the claims and serials lists are read again.
 */
export function ClaimDecisionDialog({ id, showSeller, onClose, onDecided }: { id: number; showSeller: boolean; onClose(): void; onDecided(decided: DecidedClaim): void }) {
  const { t } = useTranslation('portal-serials');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const claim = useQuery(trpc.portal.claims.get.queryOptions({ id }));
  const decide = useMutation(
    trpc.portal.claims.decide.mutationOptions({
      onSuccess: async (_answer, decision) => {
        onDecided({ serial: claim.data?.serial.number ?? '', decision: decision.decision });
        await Promise.all([queryClient.invalidateQueries({ queryKey: trpc.portal.claims.pathKey() }), queryClient.invalidateQueries({ queryKey: trpc.portal.serials.pathKey() })]);
      },
    }),
  );
  const reasonError = fieldErrorsOf(decide.error).reason?.[0];
  const error = decide.isError && decide.error ? { id, message: decide.error.message, ...(reasonError ? { reason: reasonError } : {}) } : null;
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={claim.data ? t('claims.dialogTitle', { serial: claim.data.serial.number }) : t('claims.singularTitle')}
      size="lg"
      returnFocusKey={focusKeyOf('claim', id)}
    >
      <Loaded query={claim} failed={httpStatusOf(claim.error) === 404 ? t('claims.notFound') : undefined}>
        {(data) => (
          <ClaimDecisions
            claims={[data]}
            decidable
            showSeller={showSeller}
            pendingId={decide.isPending ? id : null}
            error={error}
            onDecide={(decision) => decide.mutate(decision)}
          />
        )}
      </Loaded>
    </Dialog>
  );
}
