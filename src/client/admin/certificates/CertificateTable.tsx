import { useTranslation } from '../../lib/i18n-react';
import { Link } from 'wouter';
import { CertificateStateBadge } from '../../account/instruments/badges';
import { DataCell, DataRow, DataTable } from '../../components/list/DataTable';
import { LINK, Text } from '../../components/ui/format';
import { certificatePath, certificatePdfHref } from '../serials/paths';
import type { AdminCertificateRow } from '../serials/types';
import { DateText } from '../../components/ui/DateText';
import { DownloadIcon } from '../../components/ui/action-icons';

/** Certificates, newest first: the number links to the certificate, the state badge says whether it still counts. */
export function CertificateTable({ rows, busy }: { rows: readonly AdminCertificateRow[]; busy: boolean }) {
  const { t } = useTranslation('admin-service');
  const columns = ['number', 'kind', 'serial', 'holder', 'issued', 'expires', 'state', 'file'].map((key) => t(`certificates.columns.${key}`));
  return (
    <DataTable caption={t('certificates.list.caption')} columns={columns} busy={busy} testId="certificates-table">
      {rows.map((row) => (
        <DataRow key={row.id} data-testid="certificate-row">
          <DataCell className="whitespace-nowrap">
            <Link href={certificatePath(row.id)} className={`${LINK} tabular`}>
              {row.number}
            </Link>
          </DataCell>
          <DataCell>{t(`certificateKinds.${row.kind}`)}</DataCell>
          <DataCell className="font-mono">
            <Text value={row.serial} />
          </DataCell>
          <DataCell className="break-all">
            <Text value={row.holder} />
          </DataCell>
          <DataCell>
            <DateText value={row.issuedOn} />
          </DataCell>
          <DataCell>
            <DateText value={row.expiresOn} />
          </DataCell>
          <DataCell>
            <CertificateStateBadge state={row.state} />
          </DataCell>
          <DataCell>
            <a href={certificatePdfHref(row.id)} download className={`${LINK} whitespace-nowrap`}>
              <DownloadIcon />{' '}
              {t('certificates.pdf')}
              <span className="sr-only"> {row.number}</span>
            </a>
          </DataCell>
        </DataRow>
      ))}
    </DataTable>
  );
}
