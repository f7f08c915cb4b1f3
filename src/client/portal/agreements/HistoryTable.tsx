import { useTranslation } from '../../lib/i18n-react';
import { Link } from 'wouter';
import type { AgreementAcceptanceEntry } from '../../../shared/agreements/agreements.types';
import { DataCell, DataRow, DataTable } from '../../components/list/DataTable';
import { AcceptancePdfLink } from './AcceptancePdfLink';
import { acceptancePath, agreementPath } from './paths';
import { DateText } from '../../components/ui/DateText';
import { EmptyState } from '../../components/ui/EmptyState';
import { LINK } from '../../components/ui/format';

/**
 * The acceptances, newest first: which agreement and version, the name the signer typed, and when; each opens the
 * version as it was accepted and offers its signed PDF.
 */
export function HistoryTable({ history, showAgreement, showCompany }: { history: readonly AgreementAcceptanceEntry[]; showAgreement: boolean; showCompany: boolean }) {
  const { t } = useTranslation('portal-agreements');
  if (history.length === 0) {
    return (
      <EmptyState testId="history-empty">
        {t('history.empty')}
      </EmptyState>
    );
  }
  const columns = [
    ...(showAgreement ? [t('history.agreement')] : []),
    t('history.version'),
    t('history.name'),
    t('history.acceptedAt'),
    ...(showCompany ? [t('history.company')] : []),
    t('history.record'),
  ];
  let at = 0;
  const label = () => columns[at++]!;
  return (
    <DataTable caption={t('history.caption')} columns={columns} testId="history-table">
      {history.map((entry) => {
        at = 0;
        return (
          <DataRow key={entry.id} data-testid="history-row">
            {showAgreement && (
              <DataCell label={label()} primary>
                <Link href={agreementPath(entry.agreementId)} className={LINK}>
                  {entry.agreementName}
                </Link>
              </DataCell>
            )}
            <DataCell label={label()} primary={!showAgreement}>
              <span className="tabular">{t('version', { version: entry.version })}</span>
            </DataCell>
            <DataCell label={label()}>{entry.name}</DataCell>
            <DataCell label={label()}>
              <DateText withTime value={entry.acceptedAt} />
            </DataCell>
            {showCompany && <DataCell label={label()}>{entry.companyName}</DataCell>}
            <DataCell label={label()}>
              <span className="flex flex-wrap gap-x-4 gap-y-1">
                <Link href={acceptancePath(entry.agreementId, entry.id)} className="font-medium text-navy-800 underline underline-offset-2" data-testid="acceptance-open">
                  {t('history.open')}
                  <span className="sr-only"> {t('acceptance.ofVersion', { version: entry.version })}</span>
                </Link>
                <AcceptancePdfLink agreementId={entry.agreementId} acceptanceId={entry.id} version={entry.version} />
              </span>
            </DataCell>
          </DataRow>
        );
      })}
    </DataTable>
  );
}
