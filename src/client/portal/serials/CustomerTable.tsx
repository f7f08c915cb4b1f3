import { useTranslation } from '../../lib/i18n-react';
import { Link } from 'wouter';
import type { PortalCustomerRow } from '../../../shared/portal/serials.types';
import { NextDue } from '../../account/instruments/badges';
import { NoValue } from '../../components/ui/NoValue';
import { DataCell, DataRow, DataTable } from '../../components/list/DataTable';
import { CUSTOMER_COLUMNS } from './columns';
import { customerPath } from './paths';
import { formatNumber } from '../../../shared/format/plain-numbers';
import { localeOf } from '../../../shared/locales';

/** The company's end customers, one line each (a card on a phone); the name links to the customer's page. */
export function CustomerTable({ rows, caption }: { rows: readonly PortalCustomerRow[]; caption: string }) {
  const { t, i18n } = useTranslation('portal-serials');
  const label = (column: (typeof CUSTOMER_COLUMNS)[number]) => t(`columns.${column}`);
  const none = <NoValue label={t('none')} />;
  return (
    <DataTable caption={caption} columns={CUSTOMER_COLUMNS.map(label)} testId="customers-table">
      {rows.map((row) => (
        <DataRow key={row.id} data-testid="customer-row">
          <DataCell label={label('name')} primary>
            <Link href={customerPath(row.id)} className="font-semibold text-navy-800 underline-offset-2 hover:underline">
              {row.name}
            </Link>
          </DataCell>
          <DataCell label={label('customerCompany')}>{row.company || none}</DataCell>
          <DataCell label={label('country')}>{row.country || none}</DataCell>
          <DataCell label={label('email')}>
            <a href={`mailto:${row.email}`} className="break-all text-navy-800 underline-offset-2 hover:underline">
              {row.email}
            </a>
          </DataCell>
          <DataCell label={label('instruments')}>
            <span className="tabular">{formatNumber(row.instruments, localeOf(i18n.language))}</span>
          </DataCell>
          <DataCell label={label('soonestDue')}>
            <NextDue instrument={row} />
          </DataCell>
        </DataRow>
      ))}
    </DataTable>
  );
}
