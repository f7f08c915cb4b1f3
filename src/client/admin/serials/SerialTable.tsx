import { useTranslation } from '../../lib/i18n-react';
import { Link } from 'wouter';
import type { AdminSerialRow } from '../../../shared/serials/admin.schema';
import { SerialStatusBadge, NextDue } from './badges';
import { DataTable, ROW, TD } from '../../components/list/DataTable';
import { LINK, Text } from '../../components/ui/format';
import { serialPath } from './paths';
import { DateText } from '../../components/ui/DateText';

/** Serials, one line each: the number links to the instrument's whole life. */
export function SerialTable({ rows, caption, busy = false }: { rows: readonly AdminSerialRow[]; caption: string; busy?: boolean }) {
  const { t } = useTranslation('admin-service');
  const columns = ['number', 'product', 'model', 'status', 'buildDate', 'company', 'owner', 'nextDue'].map((key) => t(`serials.columns.${key}`));
  return (
    <DataTable caption={caption} columns={columns} busy={busy} testId="serials-table">
      {rows.map((row) => (
        <tr key={row.id} className={ROW} data-testid="serial-row">
          <td className={`${TD} whitespace-nowrap`}>
            <Link href={serialPath(row.id)} className={`${LINK} font-mono tabular`}>
              {row.number}
            </Link>
          </td>
          <td className={TD}>{row.product}</td>
          <td className={`${TD} whitespace-nowrap`}>
            <Text value={row.modelCode} />
          </td>
          <td className={TD}>
            <SerialStatusBadge status={row.status} />
          </td>
          <td className={TD}>
            <DateText value={row.buildDate} />
          </td>
          <td className={TD}>
            <Text value={row.company} />
          </td>
          <td className={`${TD} break-all`}>
            <Text value={row.owner} />
          </td>
          <td className={TD}>
            <NextDue value={row.nextDueOn} />
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
