import { useTranslation } from '../../lib/i18n-react';
import type { ReturnDetail } from '../../../shared/returns/return.schema';
import { DateText } from '../../components/ui/DateText';
import { StateBadge } from '../../components/ui/StateBadge';
import { RETURN_STATUS_BADGES } from '../../components/ui/state-looks';

/** The return's status history, oldest first (the server's order): each step with its date and the centre's note. */
export function StatusTimeline({ history }: { history: ReturnDetail['history'] }) {
  const { t } = useTranslation('returns');
  return (
    <ol className="relative space-y-5 border-l-2 border-slate-200 pl-5" aria-label={t('detail.history')}>
      {history.map((entry, index) => (
        <li key={`${entry.at}-${index}`} className="relative">
          <span aria-hidden="true" className="absolute top-1.5 -left-[1.6rem] size-3 rounded-full border-2 border-white bg-navy-800 ring-2 ring-slate-200" />
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <StateBadge of={RETURN_STATUS_BADGES} state={entry.status} />
            <span className="text-sm text-slate-600">
              <DateText value={entry.at} />
            </span>
          </div>
          {entry.note && <p className="mt-1 text-sm break-words whitespace-pre-line text-slate-800">{entry.note}</p>}
        </li>
      ))}
    </ol>
  );
}
