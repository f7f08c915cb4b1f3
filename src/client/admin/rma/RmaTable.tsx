import { useTranslation } from '../../lib/i18n-react';
import { Link } from 'wouter';
import { StatusBadge } from '../../account/returns/StatusBadge';
import { DataTable, ROW, TD } from '../../components/list/DataTable';
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
        <tr key={row.id} className={ROW} data-testid="rma-row">
          <td className={`${TD} whitespace-nowrap`}>
            <Link href={rmaPath(row.id)} className={`${LINK} tabular`}>
              {row.rmaNumber}
            </Link>
          </td>
          <td className={`${TD} break-all`}>
            <Text value={row.customer} />
          </td>
          <td className={TD}>
            {row.items.length === 0 ? (
              <Text value="" />
            ) : (
              <ul className="space-y-0.5">
                {row.items.map((item, index) => (
                  <li key={index}>{item}</li>
                ))}
              </ul>
            )}
          </td>
          <td className={`${TD} whitespace-nowrap`}>{t(`returns:bookingTypes.${row.bookingType}`)}</td>
          <td className={TD}>
            <StatusBadge status={row.status} />
          </td>
          <td className={TD}>
            <DateText value={row.createdAt} />
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
