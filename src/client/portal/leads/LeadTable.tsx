import { useTranslation } from '../../lib/i18n-react';
import { focusKeyOf } from '../../components/ui/dialog-focus';
import type { PortalLeadRow } from '../../../shared/portal/leads.types';
import { DataCell, DataRow, DataTable } from '../../components/list/DataTable';
import { NoValue } from '../../components/ui/NoValue';
import { DeadlineText } from './DeadlineText';
import { LeadStatusBadge } from './StatusBadge';
import { useFormat } from '../../lib/use-format';

const COLUMNS = ['prospect', 'status', 'deadline', 'country', 'product', 'value', 'received'] as const;

/** The company's leads, one line each (a card on a phone); the prospect opens the lead. */
export function LeadTable({
  rows,
  showCompany,
  serverNow,
  receivedAt,
  onOpen,
}: {
  rows: readonly PortalLeadRow[];
  showCompany: boolean;
  serverNow: string;
  receivedAt: number;
  onOpen(id: number): void;
}) {
  const { t } = useTranslation('portal-leads');
  const format = useFormat();
  const columns = showCompany ? [...COLUMNS, 'company' as const] : COLUMNS;
  const none = t('none');
  return (
    <DataTable caption={t('list.caption')} columns={columns.map((column) => t(`columns.${column}`))} testId="leads-table">
      {rows.map((row) => (
        <DataRow key={row.id} data-testid="lead-row">
          <DataCell label={t('columns.prospect')} primary>
            <button
              type="button"
              data-focus-key={focusKeyOf('lead', row.id)}
              onClick={() => onOpen(row.id)}
              className="text-left font-semibold text-navy-800 underline-offset-2 hover:underline"
              aria-label={t('list.open', { prospect: row.prospectCompany })}
            >
              {row.prospectCompany}
            </button>
            <div className="text-xs text-slate-600">{row.contactName}</div>
          </DataCell>
          <DataCell label={t('columns.status')}>
            <LeadStatusBadge status={row.status} />
          </DataCell>
          <DataCell label={t('columns.deadline')}>
            <DeadlineText deadlineAt={row.deadlineAt} serverNow={serverNow} receivedAt={receivedAt} />
          </DataCell>
          <DataCell label={t('columns.country')}>{row.country || <NoValue label={none} />}</DataCell>
          <DataCell label={t('columns.product')}>{row.productName || <NoValue label={none} />}</DataCell>
          <DataCell label={t('columns.value')}>
            {row.value > 0 ? <span className="tabular whitespace-nowrap">{format.money(row.value, row.currency, { dropZeroCents: true })}</span> : <NoValue label={none} />}
          </DataCell>
          <DataCell label={t('columns.received')}>
            <time dateTime={row.createdAt} className="tabular whitespace-nowrap">
              {format.date(row.createdAt)}
            </time>
          </DataCell>
          {showCompany && <DataCell label={t('columns.company')}>{row.companyName}</DataCell>}
        </DataRow>
      ))}
    </DataTable>
  );
}
