import { useTranslation } from '../../lib/i18n-react';
import type { RegistrationCandidate } from '../../../shared/serials/registration.schema';
import { Button } from '../../components/ui/Button';
import { CandidateSummary } from './CandidateSummary';
import { StepHeading } from './StepHeading';

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
        <Button look="send" onClick={onYes}>
          {t('registration.confirm.yes')}
        </Button>
        <Button look="outline" onClick={onNo}>
          {t('registration.confirm.no')}
        </Button>
      </div>
    </div>
  );
}
