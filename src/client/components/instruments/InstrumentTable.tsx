import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { PortalSerialRow } from '../../../shared/serials/portal-serials.types';
// The account's due badge: the same "next calibration due" wherever an instrument is listed.
import { NextDue } from '../../account/registrations/badges';
import { DataCell, DataRow, DataTable } from '../list/DataTable';
import { DateText } from '../ui/DateText';
import { ROW_LINK, Text } from '../ui/format';
import type { InstrumentColumn } from './instrument-columns';

/**
 * An end customer's instruments, one line each (a card on a phone), the number linking to the instrument's page: the
 * portal's customer page and the admin's end-customer page (that customer across the companies) list the same rows,
 * each with its own columns, headings and address of an instrument.
 */
export function InstrumentTable({
  rows,
  columns,
  label,
  hrefOf,
  caption,
  testId,
  rowTestId,
}: {
  rows: readonly PortalSerialRow[];
  columns: readonly InstrumentColumn[];
  label: (column: InstrumentColumn) => string;
  hrefOf: (id: number) => string;
  caption: string;
  testId?: string;
  rowTestId: string;
}) {
  return (
    <DataTable caption={caption} columns={columns.map(label)} testId={testId}>
      {rows.map((row) => (
        <DataRow key={row.id} data-testid={rowTestId}>
          {columns.map((column) => (
            <DataCell key={column} label={label(column)} primary={column === 'serial'}>
              {cellOf(row, column, hrefOf)}
            </DataCell>
          ))}
        </DataRow>
      ))}
    </DataTable>
  );
}

function cellOf(row: PortalSerialRow, column: InstrumentColumn, hrefOf: (id: number) => string): ReactNode {
  switch (column) {
    case 'serial':
      return (
        <Link href={hrefOf(row.id)} className={`${ROW_LINK} font-mono tabular`}>
          {row.number}
        </Link>
      );
    case 'product':
      return row.productName;
    case 'model':
      return <span className="tabular whitespace-nowrap">{row.modelCode}</span>;
    case 'buildDate':
      return <DateText value={row.buildDate} />;
    case 'company':
      return <Text value={row.companyName} />;
    case 'registeredOn':
      return <DateText value={row.registeredAt} />;
    case 'nextDue':
      return <NextDue instrument={row} />;
  }
}
