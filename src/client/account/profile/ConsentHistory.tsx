import { useTranslation } from '../../lib/i18n-react';
import { useFormat } from '../../lib/use-format';
import { DataCell, DataRow, DataTable } from '../../components/list/DataTable';
import { EmptyState } from '../../components/ui/EmptyState';
import { CONSENT_HISTORY_LIMIT, type ConsentHistoryEntry } from '../../../shared/profile/profile.types';

/** The account's consent changes, newest first, each with its date and time in the page's language. */
export function ConsentHistory({ entries }: { entries: readonly ConsentHistoryEntry[] }) {
  const { t } = useTranslation('profile');
  const format = useFormat();
  return (
    <section aria-labelledby="consent-history" className="mt-10">
      <h2 id="consent-history" className="text-xl font-semibold text-navy-900">
        {t('history.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('history.lead', { count: CONSENT_HISTORY_LIMIT })}</p>
      {entries.length === 0 ? (
        <EmptyState className="mt-4">{t('history.empty')}</EmptyState>
      ) : (
        <div className="mt-4">
          <DataTable caption={t('history.title')} columns={[t('history.consent'), t('history.change'), t('history.when')]}>
            {entries.map((entry, index) => (
              <DataRow key={`${entry.at}-${entry.kind}-${index}`}>
                <DataCell className="text-slate-900">{t(`history.kinds.${entry.kind}`)}</DataCell>
                <DataCell className={`font-medium ${entry.given ? 'text-green-800' : 'text-slate-700'}`}>
                  {t(entry.given ? 'history.given' : 'history.withdrawn')}
                </DataCell>
                <DataCell className="tabular-nums">
                  <time dateTime={entry.at}>{format.dateTime(entry.at)}</time>
                </DataCell>
              </DataRow>
            ))}
          </DataTable>
        </div>
      )}
    </section>
  );
}
