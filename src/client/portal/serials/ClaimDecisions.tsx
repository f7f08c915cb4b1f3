import type { ClaimRow } from '../../../shared/serials/claims.schema';
import { useTranslation } from '../../lib/i18n-react';
import { DateText } from '../../components/ui/DateText';
import { Fact, Facts } from '../../components/ui/Facts';
import { GoOrDecline } from '../ui/GoOrDecline';

export interface ClaimDecision {
  id: number;
  decision: 'confirm' | 'refuse';
  reason: string;
}

interface ClaimDecisionsProps {
  claims: readonly ClaimRow[];
  /** Whether the claims may be decided here (decided ones are listed for the record only). */
  decidable: boolean;
  showSeller?: boolean;
  pendingId: number | null;
  /** The server's message for the claim last decided, when it failed. */
  error: { id: number; message: string; reason?: string } | null;
  onDecide(decision: ClaimDecision): void;
}

/**
 * Claims to instruments (docs/decisions/0030), one card each: the instrument, whom it was sold to, who claims it with
 * their address as given, and, while it waits, "Confirm" or "Refuse" with a reason the claimant is told. Used by the
 * portal's senior users for their company's sales and by Voltara's admins.
 */
export function ClaimDecisions({ claims, decidable, showSeller = false, pendingId, error, onDecide }: ClaimDecisionsProps) {
  const { t } = useTranslation('portal-serials');
  return (
    <ul className="space-y-3" data-testid="claims-list">
      {claims.map((claim) => (
        <li key={claim.id} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm" data-testid="claim-card">
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div>
              <p className="font-mono font-semibold text-navy-900">{claim.serial.number}</p>
              <p className="text-sm text-slate-600">{claim.serial.model}</p>
            </div>
            <span className="rounded border border-slate-300 bg-slate-50 px-2 py-0.5 text-sm font-semibold text-slate-800">{t(`claims.statuses.${claim.status}`)}</span>
          </div>
          <Facts layout="grid" columns={2} className="mt-3">
            <Fact label={t('claims.soldTo')}>{claim.endCustomer}</Fact>
            {showSeller && <Fact label={t('claims.soldBy')}>{claim.soldBy ?? t('claims.voltara')}</Fact>}
            <Fact label={t('claims.claimant')}>
              {claim.claimant.name}
              {claim.claimant.company && <span className="block">{claim.claimant.company}</span>}
              <a href={`mailto:${claim.claimant.email}`} className="block text-navy-800 underline underline-offset-2">
                {claim.claimant.email}
              </a>
            </Fact>
            <Fact label={t('claims.address')}>{claim.claimant.address || t('claims.noAddress')}</Fact>
            <Fact label={t('claims.claimedOn')}>
              <DateText value={claim.createdAt} />
            </Fact>
            <Fact label={t('claims.purchaseDate')}>
              <DateText value={claim.purchaseDate} />
            </Fact>
            {claim.reason && <Fact label={t('claims.reason')}>{claim.reason}</Fact>}
          </Facts>
          {decidable && claim.status === 'pending' && (
            <DecisionForm claim={claim} pending={pendingId === claim.id} error={error?.id === claim.id ? error : null} onDecide={onDecide} />
          )}
        </li>
      ))}
    </ul>
  );
}

/** Confirm at once, or Refuse with the reason the claimant is told. */
function DecisionForm({ claim, pending, error, onDecide }: { claim: ClaimRow; pending: boolean; error: { message: string; reason?: string } | null; onDecide(decision: ClaimDecision): void }) {
  const { t } = useTranslation('portal-serials');
  const serial = claim.serial.number;
  return (
    <GoOrDecline
      className="mt-4 border-t border-slate-200 pt-4"
      failure={error && !error.reason ? error.message : null}
      pending={pending}
      go={{ label: t('claims.confirm'), name: t('claims.confirmLabel', { serial }), busy: pending, onClick: () => onDecide({ id: claim.id, decision: 'confirm', reason: '' }) }}
      decline={{ label: t('claims.refuse') }}
      reason={{ label: t('claims.reasonLabel', { serial }), hint: t('claims.reasonHint'), maxLength: 500, requiredMessage: t('claims.reasonMissing'), serverError: error?.reason }}
      send={{ label: t('claims.refuseSend'), busy: pending, danger: true }}
      onDecline={(reason) => onDecide({ id: claim.id, decision: 'refuse', reason })}
    />
  );
}
