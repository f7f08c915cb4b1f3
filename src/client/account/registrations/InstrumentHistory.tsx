import { useTranslation } from '../../lib/i18n-react';
import type { ReturnSummary, ServiceEntry } from '../../../shared/serials/instruments.types';
import { DataCell, DataRow, DataTable } from '../../components/list/DataTable';
import { DateText } from '../../components/ui/DateText';

/** The instrument's service records, newest first: what was done, when, and the next due date it set. */
export function ServiceTable({ services, caption }: { services: readonly ServiceEntry[]; caption: string }) {
  const { t } = useTranslation('instruments');
  const columns = [t('service.kind'), t('service.date'), t('service.nextDue')];
  return (
    <DataTable caption={caption} columns={columns} testId="services-table">
      {services.map((entry) => (
        <DataRow key={entry.id}>
          <DataCell label={columns[0]!} primary>
            <span className="font-semibold text-navy-900">{t(`serviceKinds.${entry.kind}`)}</span>
          </DataCell>
          <DataCell label={columns[1]!}>
            <DateText value={entry.performedOn} />
          </DataCell>
          <DataCell label={columns[2]!}>
            <DateText value={entry.nextDueOn} />
          </DataCell>
        </DataRow>
      ))}
    </DataTable>
  );
}

/** The returns this instrument was part of, newest first. */
export function ReturnsTable({ returns, caption }: { returns: readonly ReturnSummary[]; caption: string }) {
  const { t } = useTranslation('instruments');
  const columns = [t('returns.number'), t('returns.type'), t('returns.status'), t('returns.date')];
  return (
    <DataTable caption={caption} columns={columns} testId="returns-table">
      {returns.map((entry) => (
        <DataRow key={entry.id}>
          <DataCell label={columns[0]!} primary>
            <span className="font-semibold text-navy-900 tabular">{entry.rmaNumber}</span>
          </DataCell>
          <DataCell label={columns[1]!}>{t(`bookingTypes.${entry.bookingType}`)}</DataCell>
          <DataCell label={columns[2]!}>{t(`returnStatuses.${entry.status}`)}</DataCell>
          <DataCell label={columns[3]!}>
            <DateText value={entry.createdAt} />
          </DataCell>
        </DataRow>
      ))}
    </DataTable>
  );
}
