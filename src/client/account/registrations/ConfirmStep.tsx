import { useTranslation } from '../../lib/i18n-react';
import type { RegistrationCandidate } from '../../../shared/serials/registration.schema';
import { CandidateSummary } from './CandidateSummary';
import { StepHeading } from './StepHeading';

export const PRIMARY_BUTTON = 'rounded bg-navy-900 px-5 py-2.5 font-semibold text-white hover:bg-navy-800 disabled:opacity-60';
export const SECONDARY_BUTTON = 'rounded border border-navy-800 px-5 py-2.5 font-semibold text-navy-900 hover:bg-white';

/** Step 2, SPEC.md's "Is this correct?": the product found, Yes to go on, No to search again. */
export function ConfirmStep({ focus, candidate, onYes, onNo }: { focus: boolean; candidate: RegistrationCandidate; onYes(): void; onNo(): void }) {
  const { t } = useTranslation('instruments');
  return (
    <div className="space-y-6">
      <StepHeading focus={focus}>{t('registration.confirm.title')}</StepHeading>
      <div className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm" data-testid="registration-candidate">
        <CandidateSummary candidate={candidate} size="large" />
      </div>
      <div className="flex flex-wrap gap-3">
        <button type="button" onClick={onYes} className={PRIMARY_BUTTON}>
          {t('registration.confirm.yes')}
        </button>
        <button type="button" onClick={onNo} className={SECONDARY_BUTTON}>
          {t('registration.confirm.no')}
        </button>
      </div>
    </div>
  );
}
