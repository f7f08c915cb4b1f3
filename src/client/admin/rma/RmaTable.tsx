import { useTranslation } from '../../lib/i18n-react';
import { Link } from 'wouter';
import { StatusBadge } from '../../account/returns/StatusBadge';
import { DataCell, DataRow, DataTable } from '../../components/list/DataTable';
import { LINK, Text } from '../../components/ui/format';
import { rmaPath } from '../serials/paths';
import type { AdminReturnRow } from '../serials/types';
import { DateText } from '../../components/ui/DateText';

/** Returns, newest first: the RMA number links to the return. Status in the customer's words (returns namespace). */
export function RmaTable({ rows, busy }: { rows: readonly AdminReturnRow[]; busy: boolean }) {
  const { t } = useTranslation(['admin-service', 'returns']);
  const columns = ['rma', 'customer', 'items', 'type', 'status', 'date'].map((key) => t(`rma.columns.${key}`));
  return (
    <DataTable caption={t('rma.list.caption')} columns={columns} busy={busy} testId="rma-table">
      {rows.map((row) => (
        <DataRow key={row.id} data-testid="rma-row">
          <DataCell className="whitespace-nowrap">
            <Link href={rmaPath(row.id)} className={`${LINK} tabular`}>
              {row.rmaNumber}
            </Link>
          </DataCell>
          <DataCell className="break-all">
            <Text value={row.customer} />
          </DataCell>
          <DataCell>
            {row.items.length === 0 ? (
              <Text value="" />
            ) : (
              <ul className="space-y-0.5">
                {row.items.map((item, index) => (
                  <li key={index}>{item}</li>
                ))}
              </ul>
            )}
          </DataCell>
          <DataCell className="whitespace-nowrap">{t(`returns:bookingTypes.${row.bookingType}`)}</DataCell>
          <DataCell>
            <StatusBadge status={row.status} />
          </DataCell>
          <DataCell>
            <DateText value={row.createdAt} />
          </DataCell>
        </DataRow>
      ))}
    </DataTable>
  );
}
