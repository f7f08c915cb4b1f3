import { useTranslation } from '../../lib/i18n-react';
import { Link } from 'wouter';
import type { InboxRow } from '../../../shared/enquiries/inbox.schema';
import { StatusBadge } from './StatusBadge';
import { useFormat } from '../../lib/use-format';
import { DataCell, DataRow, DataTable } from '../../components/list/DataTable';
import { ROW_LINK } from '../../components/ui/format';

const COLUMNS = ['ref', 'received', 'kind', 'name', 'company', 'product', 'status', 'assignee'] as const;

/** The inbox's compact table: sticky header, one line per enquiry (a card on a phone), the name links to the enquiry. */
export function InboxTable({ rows, busy }: { rows: readonly InboxRow[]; busy: boolean }) {
  const { t } = useTranslation('admin-enquiries');
  const { dateTime } = useFormat();
  return (
    <DataTable
      caption={t('list.caption')}
      columns={COLUMNS.map((column) => ({ header: t(`list.columns.${column}`), primary: column === 'name' }))}
      busy={busy}
      testId="enquiries-table"
    >
      {rows.map((row) => (
        <DataRow key={row.id} className={row.status === 'new' ? 'font-medium' : ''} data-testid="enquiry-row">
          <DataCell className="whitespace-nowrap tabular text-slate-600">{t('ref', { id: row.id })}</DataCell>
          <DataCell className="whitespace-nowrap tabular">
            <time dateTime={row.createdAt}>{dateTime(row.createdAt)}</time>
          </DataCell>
          <DataCell className="whitespace-nowrap">{t(`kinds.${row.kind}`, { defaultValue: row.kind })}</DataCell>
          <DataCell>
            <Link href={`/admin/enquiries/${row.id}`} className={ROW_LINK}>
              {row.name}
            </Link>
            <div className="text-xs text-slate-600">{row.email}</div>
          </DataCell>
          <DataCell>{row.company || <span className="text-slate-500">—</span>}</DataCell>
          <DataCell>{row.productName || <span className="text-slate-500">—</span>}</DataCell>
          <DataCell>
            <StatusBadge status={row.status} />
          </DataCell>
          <DataCell className="whitespace-nowrap">{row.assignee?.name ?? <span className="text-slate-500">{t('list.nobody')}</span>}</DataCell>
        </DataRow>
      ))}
    </DataTable>
  );
}
