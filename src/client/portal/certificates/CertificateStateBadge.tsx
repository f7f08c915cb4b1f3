import { useTranslation } from '../../lib/i18n-react';
import type { CertificateState } from '../../../shared/certificates/enums';

const BADGE = 'inline-flex items-center gap-1 rounded px-1.5 py-0.5 text-xs font-semibold whitespace-nowrap';

/** Each state has a symbol and a word as well as its colour (the account's badge, worded in this namespace). */
const STYLES: Record<CertificateState, { className: string; symbol: string }> = {
  valid: { className: 'bg-green-100 text-green-800 ring-1 ring-green-300', symbol: '✓' },
  expiring: { className: 'bg-amber-100 text-amber-900 ring-1 ring-amber-300', symbol: '◷' },
  expired: { className: 'bg-slate-200 text-slate-800 ring-1 ring-slate-400', symbol: '✕' },
  revoked: { className: 'bg-red-100 text-red-800 ring-1 ring-red-300', symbol: '⊘' },
  superseded: { className: 'bg-slate-100 text-slate-700 ring-1 ring-slate-300', symbol: '↻' },
};

export function CertificateStateBadge({ state }: { state: CertificateState }) {
  const { t } = useTranslation('portal-pages');
  const style = STYLES[state];
  return (
    <span className={`${BADGE} ${style.className}`} data-state={state}>
      <span aria-hidden="true">{style.symbol}</span>
      {t(`certificates.states.${state}`)}
    </span>
  );
}
