import { useTranslation } from '../../lib/i18n-react';
import { focusKeyOf } from '../../components/ui/dialog-focus';
import type { ServiceJobRow } from '../../../shared/portal/services.types';
import { NoValue } from '../../components/ui/NoValue';
import { DataCell, DataRow, DataTable } from '../../components/list/DataTable';
import { CertificateLink, JobStatusBadge } from './ui';
import { DateText } from '../../components/ui/DateText';

const COLUMNS = ['serial', 'instrument', 'customer', 'kind', 'status', 'received', 'certificate'] as const;

/** The jobs, one line each (a card on a phone); the serial number opens the job. */
export function JobTable({ rows, caption, showCompany, onOpen }: { rows: readonly ServiceJobRow[]; caption: string; showCompany: boolean; onOpen(id: number): void }) {
  const { t } = useTranslation('portal-service');
  const columns = showCompany ? [...COLUMNS, 'company' as const] : COLUMNS;
  const label = (column: (typeof columns)[number]) => t(`columns.${column}`);
  return (
    <DataTable caption={caption} columns={columns.map(label)} testId="jobs-table">
      {rows.map((row) => (
        <DataRow key={row.id} data-testid="job-row">
          <DataCell label={label('serial')} primary>
            <button
              type="button"
              data-focus-key={focusKeyOf('job', row.id)}
              onClick={() => onOpen(row.id)}
              className="font-semibold text-navy-800 underline-offset-2 hover:underline"
              aria-label={t('job.openLabel', { number: row.serialNumber })}
            >
              <span className="tabular">{row.serialNumber}</span>
            </button>
          </DataCell>
          <DataCell label={label('instrument')}>
            <span className="block">{row.productName}</span>
            <span className="block text-xs text-slate-600">{row.modelCode}</span>
          </DataCell>
          <DataCell label={label('customer')}>{row.customerName}</DataCell>
          <DataCell label={label('kind')}>{t(`kind.${row.kind}`)}</DataCell>
          <DataCell label={label('status')}>
            <JobStatusBadge status={row.status} />
          </DataCell>
          <DataCell label={label('received')}>
            <DateText value={row.receivedOn} />
          </DataCell>
          <DataCell label={label('certificate')}>{row.certificate ? <CertificateLink {...row.certificate} /> : <NoValue label={t('none')} />}</DataCell>
          {showCompany && <DataCell label={label('company')}>{row.companyName}</DataCell>}
        </DataRow>
      ))}
    </DataTable>
  );
}
