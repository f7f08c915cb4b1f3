import { useTranslation } from '../../lib/i18n-react';
import { msLeft, URGENT_MS } from './format';
import { useFormat } from '../../lib/use-format';

/**
 * How long is left, on the server's clock: counted from the answer's `serverNow` and when it was received (a lead's
 * dialog, the back office), or given as the server counted it when it read the row (`left`, the leads list).
 */
type TimeLeft = { serverNow: string; receivedAt: number } | { left: number };

/**
 * An offer's deadline and how long is left ("in 5 hours"), urgent under a day, "passed" after it. `endOnPhone` for the
 * leads list, whose phone cards set values against the right edge; a record's facts keep it against the left.
 */
export function DeadlineText({ deadlineAt, endOnPhone = false, ...clock }: { deadlineAt: string | null; endOnPhone?: boolean } & TimeLeft) {
  const { t } = useTranslation('portal-leads');
  const format = useFormat();
  if (!deadlineAt) return <span className="text-slate-500">—</span>;
  const left = 'left' in clock ? clock.left : msLeft(deadlineAt, clock.serverNow, clock.receivedAt);
  const tone = left <= 0 ? 'text-red-700' : left < URGENT_MS ? 'text-amber-800' : 'text-slate-700';
  return (
    <span className={`inline-flex flex-col ${endOnPhone ? 'max-md:items-end' : ''}`} data-testid="lead-deadline">
      <time dateTime={deadlineAt} className="tabular whitespace-nowrap">
        {format.dateTime(deadlineAt)}
      </time>
      <span className={`text-xs font-semibold ${tone}`}>{left <= 0 ? t('deadline.passed') : t('deadline.left', { time: format.timeLeft(left) })}</span>
    </span>
  );
}
