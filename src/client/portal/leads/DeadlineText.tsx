import { useTranslation } from '../../lib/i18n-react';
import { msLeft, URGENT_MS } from './format';
import { useFormat } from '../../lib/use-format';

/** An offer's deadline and how long is left ("in 5 hours"), urgent under a day, "passed" after it. */
export function DeadlineText({ deadlineAt, serverNow, receivedAt }: { deadlineAt: string | null; serverNow: string; receivedAt: number }) {
  const { t } = useTranslation('portal-leads');
  const format = useFormat();
  if (!deadlineAt) return <span className="text-slate-500">—</span>;
  const left = msLeft(deadlineAt, serverNow, receivedAt);
  const tone = left <= 0 ? 'text-red-700' : left < URGENT_MS ? 'text-amber-800' : 'text-slate-700';
  return (
    <span className="inline-flex flex-col max-md:items-end" data-testid="lead-deadline">
      <time dateTime={deadlineAt} className="tabular whitespace-nowrap">
        {format.dateTime(deadlineAt)}
      </time>
      <span className={`text-xs font-semibold ${tone}`}>{left <= 0 ? t('deadline.passed') : t('deadline.left', { time: format.timeLeft(left) })}</span>
    </span>
  );
}
