import { useTranslation } from '../../lib/i18n-react';
import { Link } from 'wouter';
import type { AdminSerialRow } from '../../../shared/serials/admin.schema';
import { SerialStatusBadge, NextDue } from './badges';
import { DataCell, DataRow, DataTable } from '../../components/list/DataTable';
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
        <DataRow key={row.id} data-testid="serial-row">
          <DataCell className="whitespace-nowrap">
            <Link href={serialPath(row.id)} className={`${LINK} font-mono tabular`}>
              {row.number}
            </Link>
          </DataCell>
          <DataCell>{row.product}</DataCell>
          <DataCell className="whitespace-nowrap">
            <Text value={row.modelCode} />
          </DataCell>
          <DataCell>
            <SerialStatusBadge status={row.status} />
          </DataCell>
          <DataCell>
            <DateText value={row.buildDate} />
          </DataCell>
          <DataCell>
            <Text value={row.company} />
          </DataCell>
          <DataCell className="break-all">
            <Text value={row.owner} />
          </DataCell>
          <DataCell>
            <NextDue value={row.nextDueOn} />
          </DataCell>
        </DataRow>
      ))}
    </DataTable>
  );
}
