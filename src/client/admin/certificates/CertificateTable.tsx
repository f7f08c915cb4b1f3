import { useTranslation } from '../../lib/i18n-react';
import { Link } from 'wouter';
import { CertificateStateBadge } from '../../account/instruments/badges';
import { DataTable, ROW, TD } from '../../components/list/DataTable';
import { LINK, Text } from '../../components/ui/format';
import { certificatePath, certificatePdfHref } from '../serials/paths';
import type { AdminCertificateRow } from '../serials/types';
import { DateText } from '../../components/ui/DateText';

/** Certificates, newest first: the number links to the certificate, the state badge says whether it still counts. */
export function CertificateTable({ rows, busy }: { rows: readonly AdminCertificateRow[]; busy: boolean }) {
  const { t } = useTranslation('admin-service');
  const columns = ['number', 'kind', 'serial', 'holder', 'issued', 'expires', 'state', 'file'].map((key) => t(`certificates.columns.${key}`));
  return (
    <DataTable caption={t('certificates.list.caption')} columns={columns} busy={busy} testId="certificates-table">
      {rows.map((row) => (
        <tr key={row.id} className={ROW} data-testid="certificate-row">
          <td className={`${TD} whitespace-nowrap`}>
            <Link href={certificatePath(row.id)} className={`${LINK} tabular`}>
              {row.number}
            </Link>
          </td>
          <td className={TD}>{t(`certificateKinds.${row.kind}`)}</td>
          <td className={`${TD} font-mono`}>
            <Text value={row.serial} />
          </td>
          <td className={`${TD} break-all`}>
            <Text value={row.holder} />
          </td>
          <td className={TD}>
            <DateText value={row.issuedOn} />
          </td>
          <td className={TD}>
            <DateText value={row.expiresOn} />
          </td>
          <td className={TD}>
            <CertificateStateBadge state={row.state} />
          </td>
          <td className={TD}>
            <a href={certificatePdfHref(row.id)} download className={`${LINK} whitespace-nowrap`}>
              <span aria-hidden="true">⤓ </span>
              {t('certificates.pdf')}
              <span className="sr-only"> {row.number}</span>
            </a>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
