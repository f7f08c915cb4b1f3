import { useTranslation } from '../../lib/i18n-react';
import { adminCertificatesResource } from '../../../shared/certificates/collections/admin-certificates';
import type { ResourceRow } from '../../../shared/collections/types';
import { ResourceListPage } from '../generic/ResourceListPage';
import { DownloadIcon } from '../../components/ui/action-icons';
import { LINK } from '../../components/ui/format';
import { certificatePdfHref } from '../serials/paths';
import { StateBadge } from '../../components/ui/StateBadge';
import { CERTIFICATE_STATE_BADGES } from '../../components/ui/state-looks';

/** The row's PDF, downloaded as a file rather than opened as a page; the number tells screen readers which. */
function PdfLink({ row }: { row: ResourceRow }) {
  const { t } = useTranslation('admin-service');
  return (
    <a href={certificatePdfHref(row.id)} download className={`${LINK} whitespace-nowrap`}>
      <DownloadIcon /> {t('certificates.pdf')}
      <span className="sr-only"> {String(row.number)}</span>
    </a>
  );
}

/**
 * /admin/certificates: the certificates collection's list (every certificate issued, newest first; search by number,
 * serial number or e-mail; kind and revoked filters; sortable columns and pages kept in the address; cards on a phone),
 * each row with its state badge, its PDF and a link to /admin/certificates/{id}.
 */
export function CertificatesPage() {
  return (
    <ResourceListPage
      def={adminCertificatesResource}
      cells={{ state: (row) => <StateBadge of={CERTIFICATE_STATE_BADGES} state={row.state} /> }}
      rowActions={(row) => <PdfLink row={row} />}
    />
  );
}
