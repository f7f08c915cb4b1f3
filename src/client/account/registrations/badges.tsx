import { useTranslation } from '../../lib/i18n-react';
import type { CertificateState } from '../../../shared/certificates/enums';
import type { DueState, MyInstrument } from '../../../shared/serials/instruments.types';
import { DateText } from '../../components/ui/DateText';

const BADGE = 'inline-flex items-center gap-1 rounded px-1.5 py-0.5 text-xs font-semibold whitespace-nowrap';

/** Each badge carries a symbol and a word as well as its colour, so colour is never the only signal. */
const DUE_STYLES: Partial<Record<DueState, { className: string; symbol: string }>> = {
  due: { className: 'bg-amber-100 text-amber-900 ring-1 ring-amber-300', symbol: '◷' },
  overdue: { className: 'bg-red-100 text-red-800 ring-1 ring-red-300', symbol: '!' },
};

/** "Due soon" within 30 days of the next service, "Overdue" after it (shared/serials/due.ts); nothing otherwise. */
export function DueBadge({ due }: { due: DueState }) {
  const { t } = useTranslation('instruments');
  const style = DUE_STYLES[due];
  if (!style) return null;
  return (
    <span className={`${BADGE} ${style.className}`} data-due={due}>
      <span aria-hidden="true">{style.symbol}</span>
      {t(`due.${due}`)}
    </span>
  );
}

const STATE_STYLES: Record<CertificateState, { className: string; symbol: string }> = {
  valid: { className: 'bg-green-100 text-green-800 ring-1 ring-green-300', symbol: '✓' },
  expiring: { className: 'bg-amber-100 text-amber-900 ring-1 ring-amber-300', symbol: '◷' },
  expired: { className: 'bg-slate-200 text-slate-800 ring-1 ring-slate-400', symbol: '✕' },
  revoked: { className: 'bg-red-100 text-red-800 ring-1 ring-red-300', symbol: '⊘' },
  superseded: { className: 'bg-slate-100 text-slate-700 ring-1 ring-slate-300', symbol: '↻' },
};

/** A certificate's state in the account: Valid, Expiring soon, Expired, Revoked, Superseded. */
export function CertificateStateBadge({ state }: { state: CertificateState }) {
  const { t } = useTranslation('instruments');
  const style = STATE_STYLES[state];
  return (
    <span className={`${BADGE} ${style.className}`} data-state={state}>
      <span aria-hidden="true">{style.symbol}</span>
      {t(`certificateStates.${state}`)}
    </span>
  );
}

/** The next service date and, when it is near or past, its badge. */
export function NextDue({ instrument }: { instrument: Pick<MyInstrument, 'nextDueOn' | 'due'> }) {
  return (
    <span className="inline-flex flex-wrap items-center gap-2 max-md:justify-end">
      <DateText value={instrument.nextDueOn} />
      <DueBadge due={instrument.due} />
    </span>
  );
}
