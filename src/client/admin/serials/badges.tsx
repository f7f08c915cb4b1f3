import { useTranslation } from '../../lib/i18n-react';
import { todayIso } from '../../../shared/certificates/states';
import { dueState } from '../../../shared/serials/due';
import type { SerialStatus } from '../../../shared/serials/enums';
import { DueBadge } from '../../account/registrations/badges';
import { DateText } from '../../components/ui/DateText';

const BADGE = 'inline-flex items-center gap-1 rounded px-1.5 py-0.5 text-xs font-semibold whitespace-nowrap';

/** Each status has a symbol and a word as well as its colour, so colour is never the only signal. */
const STATUS_STYLES: Record<SerialStatus, { className: string; symbol: string }> = {
  built: { className: 'bg-slate-100 text-slate-800 ring-1 ring-slate-300', symbol: '⚒' },
  'in-stock': { className: 'bg-sky-100 text-sky-900 ring-1 ring-sky-300', symbol: '▣' },
  sold: { className: 'bg-indigo-100 text-indigo-900 ring-1 ring-indigo-300', symbol: '£' },
  registered: { className: 'bg-green-100 text-green-800 ring-1 ring-green-300', symbol: '✓' },
  'in-service': { className: 'bg-amber-100 text-amber-900 ring-1 ring-amber-300', symbol: '⚙' },
  scrapped: { className: 'bg-slate-200 text-slate-700 ring-1 ring-slate-400', symbol: '✕' },
};

export function SerialStatusBadge({ status }: { status: SerialStatus }) {
  const { t } = useTranslation('admin-service');
  const style = STATUS_STYLES[status];
  return (
    <span className={`${BADGE} ${style.className}`} data-status={status}>
      <span aria-hidden="true">{style.symbol}</span>
      {t(`serialStatuses.${status}`)}
    </span>
  );
}

/**
 * The next due date with the account's "Due soon" / "Overdue" badge (the same rule: shared/serials/due.ts), so the
 * back office and the customer see the same words.
 */
export function NextDue({ value }: { value: string | null }) {
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <DateText value={value} />
      <DueBadge due={dueState(value, todayIso())} />
    </span>
  );
}

/** Whether a number passes its product line's check-digit rule; nothing when the line has no rule. */
export function ChecksumBadge({ valid }: { valid: boolean | null }) {
  const { t } = useTranslation('admin-service');
  if (valid === null) return <span className="text-slate-600">{t('checksum.noRule')}</span>;
  return (
    <span className={`${BADGE} ${valid ? 'bg-green-100 text-green-800 ring-1 ring-green-300' : 'bg-red-100 text-red-800 ring-1 ring-red-300'}`} data-checksum={valid ? 'pass' : 'fail'}>
      <span aria-hidden="true">{valid ? '✓' : '✕'}</span>
      {t(valid ? 'checksum.pass' : 'checksum.fail')}
    </span>
  );
}
