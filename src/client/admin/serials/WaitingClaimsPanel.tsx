import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { useTranslation } from '../../lib/i18n-react';
import { useTRPC } from '../../trpc';
import { LINK } from '../../components/ui/format';
import { serialPath } from './paths';
import { DateText } from '../../components/ui/DateText';

/**
 * /admin/serials: claims to instruments Voltara sold to a named customer, waiting for Voltara to confirm or refuse
 * them on the instrument's page (docs/decisions/0030). A partner's are decided by the partner. Nothing when none waits.
 */
export function WaitingClaimsPanel() {
  const { t } = useTranslation('admin-service');
  const trpc = useTRPC();
  const claims = useQuery(trpc.admin.serials.claims.queryOptions({ status: 'pending', all: false }));
  if (!claims.data || claims.data.length === 0) return null;
  return (
    <section aria-labelledby="admin-waiting-claims" className="rounded-lg border border-amber-200 bg-amber-50/40 p-4" data-testid="admin-waiting-claims">
      <h2 id="admin-waiting-claims" className="text-lg font-semibold text-navy-900">
        {t('ownership.waitingTitle', { n: claims.data.length })}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t('ownership.waitingLead')}</p>
      <ul className="mt-3 divide-y divide-amber-100">
        {claims.data.map((claim) => (
          <li key={claim.id} className="flex flex-wrap items-center justify-between gap-3 py-2 text-sm">
            <Link href={serialPath(claim.serial.id)} className={`${LINK} font-mono`}>
              {claim.serial.number}
            </Link>
            <span className="text-slate-700">
              {claim.claimant.name} ({claim.claimant.email})
            </span>
            <DateText value={claim.createdAt} />
          </li>
        ))}
      </ul>
    </section>
  );
}
