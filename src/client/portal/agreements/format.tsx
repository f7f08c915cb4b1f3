import { useTranslation } from '../../lib/i18n-react';
import type { AgreementState } from '../../../shared/agreements/agreements.types';

const TONES: Record<AgreementState, string> = {
  'to-accept': 'bg-amber-100 text-amber-900 ring-amber-300',
  'newer-version': 'bg-amber-100 text-amber-900 ring-amber-300',
  accepted: 'bg-green-100 text-green-900 ring-green-300',
};

/** Where the company stands with an agreement: words, not colour alone. */
export function StateBadge({ state }: { state: AgreementState }) {
  const { t } = useTranslation('portal-agreements');
  return (
    <span className={`inline-block rounded px-2 py-0.5 text-sm font-semibold ring-1 ${TONES[state]}`} data-testid="agreement-state">
      {t(`states.${state}`)}
    </span>
  );
}
