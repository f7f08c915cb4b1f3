import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { useTranslation } from '../../lib/i18n-react';
import { useTRPC } from '../../trpc';
import { DateText } from '../../components/ui/DateText';
import { StateBadge } from '../../components/ui/StateBadge';
import { CLAIM_BADGES } from '../../components/ui/state-looks';

/**
 * /account/products: the instruments the account claimed that are not (yet) its own (docs/decisions/0030): waiting for
 * the company that sold them, or Voltara, to confirm; or not confirmed, with the reason given. Nothing when there are none.
 */
export function ClaimsSection() {
  const { t } = useTranslation('instruments');
  const trpc = useTRPC();
  const claims = useQuery(trpc.account.registration.claims.queryOptions());
  if (!claims.data || claims.data.length === 0) return null;
  const waiting = claims.data.some((claim) => claim.status === 'pending');
  return (
    <section aria-labelledby="claims-title" className="mt-8 rounded-lg border border-amber-200 bg-white p-4 shadow-sm" data-testid="claims">
      <h2 id="claims-title" className="text-xl font-bold text-navy-900">
        {t('claims.title')}
      </h2>
      {waiting && <p className="mt-1 text-slate-700">{t('claims.lead')}</p>}
      <ul className="mt-4 divide-y divide-slate-200">
        {claims.data.map((claim) => (
          <li key={claim.id} className="flex flex-wrap items-start justify-between gap-3 py-3" data-testid="claim">
            <span className="flex flex-col">
              <span className="font-semibold text-navy-900">
                {claim.productName} <span className="tabular text-slate-600">({claim.model})</span>
              </span>
              <span className="font-mono text-sm text-slate-700">{claim.number}</span>
              <span className="text-sm text-slate-600">
                {t('claims.claimedOn')} <DateText value={claim.createdAt} />
              </span>
              {claim.status === 'refused' && claim.reason && (
                <span className="mt-1 text-sm text-slate-700">
                  {t('claims.reason')}: {claim.reason}
                </span>
              )}
              {claim.status !== 'pending' && (
                <Link href="/contact" className="mt-1 text-sm font-semibold text-navy-800 underline underline-offset-2">
                  {t('claims.contact')}
                </Link>
              )}
            </span>
            <StateBadge of={CLAIM_BADGES} state={claim.status} />
          </li>
        ))}
      </ul>
    </section>
  );
}
