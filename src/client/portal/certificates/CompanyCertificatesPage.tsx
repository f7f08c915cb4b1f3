import { useTranslation } from '../../lib/i18n-react';
import { can } from '../../../shared/auth/policy';
import { companyCertificatesResource } from '../../../shared/certificates/collections/company-certificates';
import type { ResourceRow } from '../../../shared/collections/types';
import { ResourceListPage } from '../../admin/generic/ResourceListPage';
import { DateText } from '../../components/ui/DateText';
import { NoValue } from '../../components/ui/NoValue';
import { useSession } from '../../lib/session';
import { CertificateDownload } from './CertificateDownload';
import { StateBadge } from '../../components/ui/StateBadge';
import { CERTIFICATE_STATE_BADGES } from '../../components/ui/state-looks';

/** Roles without service access see no calibration certificates (they may not download them): the page says why. */
function CalibrationAccessNote() {
  const { t } = useTranslation('portal-pages');
  const { user } = useSession();
  if (can(user, 'portal:services')) return null;
  return (
    <p className="rounded border border-slate-200 bg-white px-4 py-3 text-slate-700" data-testid="calibration-certificates-no-access">
      {t('certificates.calibration.noAccess')}
    </p>
  );
}

/** A training certificate may not expire ("Does not expire"); a calibration certificate without a next due has none. */
function ExpiryCell({ row }: { row: ResourceRow }) {
  const { t } = useTranslation('portal-pages');
  if (typeof row.expiresOn === 'string' && row.expiresOn) return <DateText value={row.expiresOn} />;
  return <NoValue label={row.kind === 'training' ? t('certificates.noExpiry') : t('none')} />;
}

/**
 * /portal/certificates: the company's certificates collection (staff training certificates and, for roles with service
 * access, the calibration certificates the company issued), searched, filtered by kind and state, sorted and paged in
 * the address, each row with its state badge and its PDF. The server lists exactly what the reader may download.
 */
export default function CompanyCertificatesPage() {
  return (
    <ResourceListPage
      def={companyCertificatesResource}
      above={<CalibrationAccessNote />}
      cells={{
        state: (row) => <StateBadge of={CERTIFICATE_STATE_BADGES} state={row.state} />,
        expiresOn: (row) => <ExpiryCell row={row} />,
      }}
      rowActions={(row) => <CertificateDownload id={row.id} number={String(row.number)} />}
    />
  );
}
