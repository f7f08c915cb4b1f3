import { useTranslation } from '../../lib/i18n-react';
import type { CertificateSummary, MyCertificate } from '../../../shared/serials/instruments.types';
import { CertificateLink } from './certificate-link';
import { NoValue } from '../../components/ui/NoValue';
import { DataCell, DataRow, DataTable } from '../../components/list/DataTable';
import { DateText } from '../../components/ui/DateText';
import { StateBadge } from '../../components/ui/StateBadge';
import { CERTIFICATE_STATE_BADGES } from '../../components/ui/state-looks';

type Row = CertificateSummary | MyCertificate;

const hasSubject = (row: Row): row is MyCertificate => 'instrument' in row;

/**
 * Certificates with their state, newest first (as the server sends them). Revoked and superseded ones stay
 * downloadable (the customer may need the record), their badge says plainly that they no longer count.
 */
export function CertificateTable({ certificates, caption }: { certificates: readonly Row[]; caption: string }) {
  const { t } = useTranslation('instruments');
  const withSubject = certificates.some(hasSubject);
  const columns = [
    t('certificates.number'),
    t('certificates.kind'),
    ...(withSubject ? [t('certificates.instrument')] : []),
    t('certificates.issued'),
    t('certificates.expires'),
    t('certificates.state'),
    t('certificates.file'),
  ];
  return (
    <DataTable caption={caption} columns={columns} testId="certificates-table">
      {certificates.map((certificate) => (
        <DataRow key={certificate.id} data-testid="certificate-row">
          <DataCell label={t('certificates.number')} primary>
            <span className="font-semibold text-navy-900 tabular">{certificate.number}</span>
          </DataCell>
          <DataCell label={t('certificates.kind')}>{t(`kinds.${certificate.kind}`)}</DataCell>
          {withSubject && (
            <DataCell label={t('certificates.instrument')}>
              {hasSubject(certificate) ? <Subject certificate={certificate} /> : null}
            </DataCell>
          )}
          <DataCell label={t('certificates.issued')}>
            <DateText value={certificate.issuedOn} />
          </DataCell>
          <DataCell label={t('certificates.expires')}>
            {certificate.expiresOn ? <DateText value={certificate.expiresOn} /> : <NoValue label={t('certificates.noExpiry')} />}
          </DataCell>
          <DataCell label={t('certificates.state')}>
            <StateBadge of={CERTIFICATE_STATE_BADGES} state={certificate.state} />
          </DataCell>
          <DataCell label={t('certificates.file')}>
            <CertificateLink id={certificate.id} number={certificate.number} />
          </DataCell>
        </DataRow>
      ))}
    </DataTable>
  );
}

/** What the certificate is for: the instrument and its serial number, or the course of a training certificate. */
function Subject({ certificate }: { certificate: MyCertificate }) {
  return (
    <span className="inline-flex flex-col max-md:items-end">
      <span>{certificate.instrument}</span>
      {certificate.serialNumber && <span className="font-mono text-xs text-slate-600 tabular">{certificate.serialNumber}</span>}
    </span>
  );
}
