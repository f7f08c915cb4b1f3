import { useTranslation } from '../../lib/i18n-react';
import { useFormat } from '../../lib/use-format';
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
        <p className="mt-4 text-slate-700">{t('history.empty')}</p>
      ) : (
        <table className="mt-4 w-full border-collapse text-left text-sm">
          <thead className="border-b border-slate-300 text-slate-600">
            <tr>
              <th scope="col" className="py-2 pr-4 font-medium">{t('history.consent')}</th>
              <th scope="col" className="py-2 pr-4 font-medium">{t('history.change')}</th>
              <th scope="col" className="py-2 font-medium">{t('history.when')}</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry, index) => (
              <tr key={`${entry.at}-${entry.kind}-${index}`} className="border-b border-slate-200">
                <td className="py-2 pr-4 text-slate-900">{t(`history.kinds.${entry.kind}`)}</td>
                <td className={`py-2 pr-4 font-medium ${entry.given ? 'text-green-800' : 'text-slate-700'}`}>
                  {t(entry.given ? 'history.given' : 'history.withdrawn')}
                </td>
                <td className="py-2 tabular-nums">
                  <time dateTime={entry.at}>{format.dateTime(entry.at)}</time>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
