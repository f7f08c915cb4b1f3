import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { can } from '../../../shared/auth/policy';
import { Alert } from '../../components/ui/Alert';
import { useTranslation } from '../../lib/i18n-react';
import { useSession } from '../../lib/session';
import { fieldErrorsOf } from '../../lib/trpc-errors';
import { useTRPC } from '../../trpc';
import { ClaimDecisions, type ClaimDecision } from './ClaimDecisions';

/**
 * /portal/serials, for the company's senior users: customers' claims to instruments the company sold to someone else,
 * waiting for the company to confirm or refuse them (docs/decisions/0030). Nothing when none waits.
 */
export function ClaimsPanel() {
  const { user } = useSession();
  if (!can(user, 'portal:manage-company')) return null;
  // An admin in the portal sees every company's claims: then each says which company sold it.
  return <WaitingClaims showSeller={user?.role === 'admin'} />;
}

function WaitingClaims({ showSeller }: { showSeller: boolean }) {
  const { t } = useTranslation('portal-serials');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const claims = useQuery(trpc.portal.claims.list.queryOptions({ status: 'pending' }));
  const [done, setDone] = useState<{ serial: string; decision: ClaimDecision['decision'] } | null>(null);
  const decide = useMutation(
    trpc.portal.claims.decide.mutationOptions({
      onSuccess: async (_answer, decision) => {
        const serial = claims.data?.find((claim) => claim.id === decision.id)?.serial.number ?? '';
        setDone({ serial, decision: decision.decision });
        await Promise.all([queryClient.invalidateQueries({ queryKey: trpc.portal.claims.pathKey() }), queryClient.invalidateQueries({ queryKey: trpc.portal.serials.pathKey() })]);
      },
    }),
  );
  const failedFor = decide.isError ? decide.variables?.id : undefined;
  const reasonError = fieldErrorsOf(decide.error).reason?.[0];
  const error = failedFor !== undefined && decide.error ? { id: failedFor, message: decide.error.message, ...(reasonError ? { reason: reasonError } : {}) } : null;
  if (!claims.data || (claims.data.length === 0 && !done)) return null;
  return (
    <section aria-labelledby="waiting-claims" className="mt-8 rounded-lg border border-amber-200 bg-amber-50/40 p-4" data-testid="waiting-claims">
      <h2 id="waiting-claims" className="text-xl font-bold text-navy-900">
        {t('claims.title', { n: claims.data.length })}
      </h2>
      <p className="mt-1 max-w-3xl text-sm text-slate-700">{t('claims.lead')}</p>
      {done && (
        <div className="mt-3">
          <Alert tone="success">{t(done.decision === 'confirm' ? 'claims.confirmed' : 'claims.refused', { serial: done.serial })}</Alert>
        </div>
      )}
      <div className="mt-4">
        {claims.data.length === 0 ? (
          <p className="text-sm text-slate-700">{t('claims.none')}</p>
        ) : (
          <ClaimDecisions
            claims={claims.data}
            decidable
            showSeller={showSeller}
            pendingId={decide.isPending ? (decide.variables?.id ?? null) : null}
            error={error}
            onDecide={(decision) => {
              setDone(null);
              decide.mutate(decision);
            }}
          />
        )}
      </div>
    </section>
  );
}

