import { useTranslation } from '../../lib/i18n-react';
import type { ReturnStatus } from '../../../shared/returns/enums';

const BADGE = 'inline-flex items-center gap-1 rounded px-1.5 py-0.5 text-xs font-semibold whitespace-nowrap';

/** Each status has a symbol and a word as well as its colour, so colour is never the only signal. */
const STYLES: Record<ReturnStatus, { className: string; symbol: string }> = {
  submitted: { className: 'bg-sky-100 text-sky-900 ring-1 ring-sky-300', symbol: '•' },
  received: { className: 'bg-sky-100 text-sky-900 ring-1 ring-sky-300', symbol: '⤓' },
  assessed: { className: 'bg-indigo-100 text-indigo-900 ring-1 ring-indigo-300', symbol: '⚙' },
  // A quote waits for the customer's answer: the one status that asks something of them.
  quoted: { className: 'bg-amber-100 text-amber-900 ring-1 ring-amber-300', symbol: '!' },
  approved: { className: 'bg-teal-100 text-teal-900 ring-1 ring-teal-300', symbol: '✓' },
  serviced: { className: 'bg-green-100 text-green-800 ring-1 ring-green-300', symbol: '✓' },
  shipped: { className: 'bg-green-100 text-green-800 ring-1 ring-green-300', symbol: '➜' },
  cancelled: { className: 'bg-slate-200 text-slate-800 ring-1 ring-slate-400', symbol: '✕' },
};

export function StatusBadge({ status }: { status: ReturnStatus }) {
  const { t } = useTranslation('returns');
  const style = STYLES[status];
  return (
    <span className={`${BADGE} ${style.className}`} data-status={status}>
      <span aria-hidden="true">{style.symbol}</span>
      {t(`statuses.${status}`)}
    </span>
  );
}
