import { useState } from 'react';
import { can } from '../../../shared/auth/policy';
import { portalClaimsResource } from '../../../shared/serials/collections/portal-claims';
import type { ResourceRow } from '../../../shared/collections/types';
import { ResourceListPage } from '../../admin/generic/ResourceListPage';
import { Alert } from '../../components/ui/Alert';
import { focusKeyOf } from '../../components/ui/dialog-focus';
import { ROW_LINK } from '../../components/ui/format';
import { useTranslation } from '../../lib/i18n-react';
import { useSession } from '../../lib/session';
import { ClaimDecisionDialog, type DecidedClaim } from './ClaimDecisionDialog';

/** Its own address parameters (`?claims.state=decided`): the serials list below keeps the page's others. */
const CLAIMS_PLACE = { prefix: 'claims.' } as const;

/**
 * /portal/serials, for the company's senior users: customers' claims to instruments the company sold to someone else
 * (docs/decisions/0030, 0078), the portal's claims collection drawn compactly above the serials: by default those that
 * wait for the company, the decided ones on request, searched and paged, its state under `claims.` in the address.
 * Each claim's "Decide" opens it with Confirm and Refuse (the `decide` workflow).
 */
export function ClaimsPanel() {
  const { user } = useSession();
  if (!can(user, 'portal:manage-company')) return null;
  // An admin in the portal sees every company's claims: then each says which company sold it.
  return <CompanyClaims showSeller={user?.role === 'admin'} />;
}

function CompanyClaims({ showSeller }: { showSeller: boolean }) {
  const { t } = useTranslation('portal-serials');
  const [openId, setOpenId] = useState<number | null>(null);
  const [done, setDone] = useState<DecidedClaim | null>(null);

  const open = (row: ResourceRow) => {
    const serial = String(row.serialNumber ?? '');
    const waiting = row.status === 'pending';
    return (
      <button
        type="button"
        data-focus-key={focusKeyOf('claim', row.id)}
        onClick={() => {
          setDone(null);
          setOpenId(row.id);
        }}
        className={ROW_LINK}
        aria-label={t(waiting ? 'claims.decideLabel' : 'claims.viewLabel', { serial })}
      >
        {t(waiting ? 'claims.decide' : 'claims.view')}
      </button>
    );
  };

  return (
    <section aria-labelledby="waiting-claims" className="mt-8 rounded-lg border border-amber-200 bg-amber-50/40 p-4" data-testid="waiting-claims">
      <h2 id="waiting-claims" className="text-xl font-bold text-navy-900">
        {t('claims.heading')}
      </h2>
      <p className="mt-1 max-w-3xl text-sm text-slate-700">{t('claims.lead')}</p>
      {done && (
        <div className="mt-3">
          <Alert tone="success">{t(done.decision === 'confirm' ? 'claims.confirmed' : 'claims.refused', { serial: done.serial })}</Alert>
        </div>
      )}
      <div className="mt-3">
        <ResourceListPage def={portalClaimsResource} heading={() => null} place={CLAIMS_PLACE} rowActions={open} />
      </div>
      {openId !== null && (
        <ClaimDecisionDialog
          id={openId}
          showSeller={showSeller}
          onClose={() => setOpenId(null)}
          onDecided={(decided) => {
            setOpenId(null);
            setDone(decided);
          }}
        />
      )}
    </section>
  );
}
