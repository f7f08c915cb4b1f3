import { useTranslation } from '../../lib/i18n-react';
import type { CompanyReturnRow } from '../../../shared/portal/returns.types';
import { StatusBadge } from '../../account/returns/StatusBadge';
import { DataCell, DataRow, DataTable } from '../../components/list/DataTable';
import { NoValue } from '../../components/ui/NoValue';
import { DateText } from '../../components/ui/DateText';

/**
 * The company's returns: RMA number, date, end customer, type, instruments (with serial numbers), status and a
 * Details button that opens the return in a dialog. Statuses and booking types in the account's words (returns).
 */
export function CompanyReturnsTable({
  rows,
  showCompany,
  onOpen,
}: {
  rows: readonly CompanyReturnRow[];
  showCompany: boolean;
  onOpen(row: CompanyReturnRow): void;
}) {
  const { t } = useTranslation(['portal-pages', 'returns']);
  const c = (key: string) => t(`returns.columns.${key}`);
  const columns = [c('rma'), c('date'), ...(showCompany ? [c('company')] : []), c('customer'), c('type'), c('instruments'), c('status'), c('actions')];
  return (
    <DataTable caption={t('returns.caption')} columns={columns} testId="company-returns-table">
      {rows.map((row) => (
        <DataRow key={row.id} data-testid="company-return">
          <DataCell label={c('rma')} primary>
            <span className="font-semibold text-navy-900 tabular">{row.rmaNumber}</span>
          </DataCell>
          <DataCell label={c('date')}>
            <DateText value={row.createdAt} />
          </DataCell>
          {showCompany && <DataCell label={c('company')}>{row.companyName}</DataCell>}
          <DataCell label={c('customer')}>
            <EndCustomer row={row} />
          </DataCell>
          <DataCell label={c('type')}>{t(`returns:bookingTypes.${row.bookingType}`)}</DataCell>
          <DataCell label={c('instruments')}>
            {row.items.length === 0 ? (
              <NoValue label={t('none')} />
            ) : (
              <ul className="space-y-0.5 break-words">
                {row.items.map((item, index) => (
                  <li key={index}>{item}</li>
                ))}
              </ul>
            )}
          </DataCell>
          <DataCell label={c('status')}>
            <StatusBadge status={row.status} />
          </DataCell>
          <DataCell label={c('actions')}>
            <button
              type="button"
              data-testid="company-return-details"
              onClick={() => onOpen(row)}
              className="rounded border border-slate-300 bg-white px-3 py-1 text-sm font-semibold whitespace-nowrap text-navy-900 hover:bg-slate-100"
            >
              {t('returns.details')}
              <span className="sr-only"> {t('returns.detailsOf', { rma: row.rmaNumber })}</span>
            </button>
          </DataCell>
        </DataRow>
      ))}
    </DataTable>
  );
}

function EndCustomer({ row }: { row: CompanyReturnRow }) {
  const { t } = useTranslation('portal-pages');
  const { company, contact } = row.endCustomer;
  if (!company && !contact) return <NoValue label={t('none')} />;
  return (
    <span className="inline-flex flex-col max-sm:items-end">
      <span>{company || contact}</span>
      {company && contact && <span className="text-xs text-slate-600">{contact}</span>}
    </span>
  );
}
