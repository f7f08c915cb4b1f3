import { useTranslation } from '../../lib/i18n-react';
import { Link } from 'wouter';
import type { PortalSerialRow } from '../../../shared/serials/portal-serials.types';
// The account's pieces: the due badge and the table that turns into cards on a phone.
import { NextDue } from '../../account/registrations/badges';
import { DataCell, DataRow, DataTable } from '../../components/list/DataTable';
import { serialColumns, type SerialColumn } from './columns';
import { serialPath } from './paths';
import { DateText } from '../../components/ui/DateText';

/**
 * A customer's instruments on their page, one line each (a card on a phone): the number links to the instrument;
 * `showCompany` when an admin sees several companies. (The serials list itself is the serials collection's.)
 */
export function SerialTable({
  rows,
  caption,
  showCompany = false,
  testId = 'serials-table',
}: {
  rows: readonly PortalSerialRow[];
  caption: string;
  showCompany?: boolean;
  testId?: string;
}) {
  const { t } = useTranslation('portal-serials');
  const label = (column: SerialColumn) => t(`columns.${column}`);
  const columns = serialColumns({ showCompany });
  return (
    <DataTable caption={caption} columns={columns.map(label)} testId={testId}>
      {rows.map((row) => (
        <DataRow key={row.id} data-testid="serial-row">
          <DataCell label={label('serial')} primary>
            <Link href={serialPath(row.id)} className="font-mono font-semibold text-navy-800 tabular underline-offset-2 hover:underline">
              {row.number}
            </Link>
          </DataCell>
          <DataCell label={label('product')}>{row.productName}</DataCell>
          <DataCell label={label('model')}>
            <span className="tabular whitespace-nowrap">{row.modelCode}</span>
          </DataCell>
          <DataCell label={label('buildDate')}>
            <DateText value={row.buildDate} />
          </DataCell>
          {showCompany && <DataCell label={label('company')}>{row.companyName}</DataCell>}
          <DataCell label={label('registeredOn')}>
            <DateText value={row.registeredAt} />
          </DataCell>
          <DataCell label={label('nextDue')}>
            <NextDue instrument={row} />
          </DataCell>
        </DataRow>
      ))}
    </DataTable>
  );
}
