import { Link } from 'wouter';
import { adminClaimsResource } from '../../../shared/serials/collections/admin-claims';
import { useTranslation } from '../../lib/i18n-react';
import { LINK } from '../../components/ui/format';
import { ResourceListPage } from '../generic/ResourceListPage';
import type { CellOverrides } from '../generic/ResourceTable';
import { serialPath } from './paths';

/** Its own address parameters (`?claims.state=decided`): the serials list below keeps the page's others. */
const CLAIMS_PLACE = { prefix: 'claims.' } as const;

/** The serial number on one line in the serial screens' type, opening the instrument's page (where a claim is decided). */
const CLAIM_CELLS: CellOverrides = {
  serialNumber: (row) => (
    <Link href={serialPath(Number(row.serialId))} className={`${LINK} whitespace-nowrap font-mono tabular`}>
      {String(row.serialNumber)}
    </Link>
  ),
};

/**
 * /admin/serials: customers' claims to instruments sold to a named customer (docs/decisions/0030, 0076), the claims
 * collection drawn compactly above the serials: by default those waiting for Voltara; a partner's, any seller's and
 * decided ones on request, searched and paged, its state under `claims.` in the address (Back brings it back). Each
 * serial number opens the instrument's page, where its claim is confirmed or refused.
 */
export function WaitingClaimsPanel() {
  const { t } = useTranslation('admin-service');
  return (
    <section aria-labelledby="admin-waiting-claims" className="rounded-lg border border-amber-200 bg-amber-50/40 p-4" data-testid="admin-waiting-claims">
      <h2 id="admin-waiting-claims" className="text-lg font-semibold text-navy-900">
        {t('claims.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t('claims.lead')}</p>
      <div className="mt-3">
        <ResourceListPage def={adminClaimsResource} cells={CLAIM_CELLS} heading={() => null} place={CLAIMS_PLACE} />
      </div>
    </section>
  );
}
