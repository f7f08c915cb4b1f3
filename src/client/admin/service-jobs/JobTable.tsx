import { useTranslation } from '../../lib/i18n-react';
import { Link } from 'wouter';
import type { ServiceJobRow } from '../../../shared/portal/services.types';
import { JobStatusBadge } from '../../portal/service-centre/ui';
import { DataCell, DataRow, DataTable } from '../../components/list/DataTable';
import { LINK, Text } from '../../components/ui/format';
import { NoValue } from '../../components/ui/NoValue';
import { adminServiceJobPath } from '../partner-audits/paths';
import { DateText } from '../../components/ui/DateText';

const COLUMNS = ['serial', 'company', 'instrument', 'customer', 'kind', 'status', 'received', 'certificate'] as const;

/** Every company's service jobs: the serial number links to the job. */
export function JobTable({ rows, busy }: { rows: readonly ServiceJobRow[]; busy: boolean }) {
  const { t } = useTranslation(['admin-audits', 'portal-service']);
  return (
    <DataTable caption={t('jobs.caption')} columns={COLUMNS.map((column) => t(`jobs.columns.${column}`))} busy={busy} testId="admin-jobs-table">
      {rows.map((row) => (
        <DataRow key={row.id} data-testid="admin-job-row" data-status={row.status}>
          <DataCell className="whitespace-nowrap">
            <Link href={adminServiceJobPath(row.id)} className={`${LINK} font-mono`}>
              {row.serialNumber}
            </Link>
          </DataCell>
          <DataCell>{row.companyName}</DataCell>
          <DataCell>
            {row.productName}
            <div className="text-xs text-slate-600">{row.modelCode}</div>
          </DataCell>
          <DataCell>
            <Text value={row.customerName} />
          </DataCell>
          <DataCell className="whitespace-nowrap">{t(`portal-service:kind.${row.kind}`)}</DataCell>
          <DataCell>
            <JobStatusBadge status={row.status} />
          </DataCell>
          <DataCell>
            <DateText value={row.receivedOn} />
          </DataCell>
          <DataCell className="whitespace-nowrap tabular">{row.certificate ? row.certificate.number : <NoValue />}</DataCell>
        </DataRow>
      ))}
    </DataTable>
  );
}
