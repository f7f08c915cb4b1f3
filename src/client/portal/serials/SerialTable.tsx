import { useTranslation } from '../../lib/i18n-react';
import { Link } from 'wouter';
import type { PortalSerialRow } from '../../../shared/portal/serials.types';
// The account's pieces: the due badge and the table that turns into cards on a phone.
import { NextDue } from '../../account/instruments/badges';
import { DataCell, DataRow, DataTable } from '../../components/list/DataTable';
import { serialColumns, type SerialColumn } from './columns';
import { customerPath, serialPath } from './paths';
import { DateText } from '../../components/ui/DateText';

/**
 * Serials, one line each (a card on a phone): the number links to the instrument, the end customer to their page.
 * `showOwner` is off on a customer's own page; `showCompany` when an admin sees several companies.
 */
export function SerialTable({
  rows,
  caption,
  showOwner = true,
  showCompany = false,
  testId = 'serials-table',
}: {
  rows: readonly PortalSerialRow[];
  caption: string;
  showOwner?: boolean;
  showCompany?: boolean;
  testId?: string;
}) {
  const { t } = useTranslation('portal-serials');
  const label = (column: SerialColumn) => t(`columns.${column}`);
  const columns = serialColumns({ showOwner, showCompany });
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
          {showOwner && (
            <DataCell label={label('soldTo')}>
              <SoldTo owner={row.owner} />
            </DataCell>
          )}
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

/** The registered end customer and their company, or "Not registered". */
export function SoldTo({ owner }: { owner: PortalSerialRow['owner'] }) {
  const { t } = useTranslation('portal-serials');
  if (!owner) {
    return (
      <span className="text-slate-600 italic" data-testid="not-registered">
        {t('notRegistered')}
      </span>
    );
  }
  return (
    <span className="inline-flex flex-col max-md:items-end">
      <Link href={customerPath(owner.id)} className="font-medium text-navy-800 underline-offset-2 hover:underline">
        {owner.name}
      </Link>
      {owner.company && <span className="text-xs text-slate-600">{owner.company}</span>}
    </span>
  );
}
