import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import type { RegistrationCandidate } from '../../../shared/serials/registration.schema';
import { Button } from '../../components/ui/Button';
import { ChoiceGroup } from '../../components/form/ChoiceGroup';
import { StepHeading } from './StepHeading';

interface OptionStepProps {
  focus: boolean;
  candidate: RegistrationCandidate;
  onChoose(optionId: number): void;
  onBack(): void;
}

/** Step 3, only for a product with more than one option (or a serial number that exists on several). */
export function OptionStep({ focus, candidate, onChoose, onBack }: OptionStepProps) {
  const { t } = useTranslation('instruments');
  const [chosen, setChosen] = useState<number | null>(null);
  const [missing, setMissing] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (chosen === null) setMissing(true);
    else onChoose(chosen);
  };
  return (
    <div className="space-y-6">
      <StepHeading focus={focus}>{t('registration.option.title')}</StepHeading>
      <form onSubmit={submit} noValidate className="space-y-6">
        <ChoiceGroup
          type="radio"
          legend={t('registration.option.legend', { product: candidate.product.name })}
          look="card"
          choices={candidate.options.map((option) => ({
            value: String(option.id),
            label: <span className="font-semibold text-navy-900">{option.name}</span>,
            detail: <span className="text-sm text-slate-700 tabular">{option.modelCode}</span>,
          }))}
          value={chosen === null ? null : String(chosen)}
          onChange={(optionId) => {
            setChosen(Number(optionId));
            setMissing(false);
          }}
          error={missing ? t('registration.option.missing') : undefined}
        />
        <div className="flex flex-wrap gap-3">
          <Button type="submit" look="send">
            {t('registration.next')}
          </Button>
          <Button look="outline" onClick={onBack}>
            {t('registration.back')}
          </Button>
        </div>
      </form>
    </div>
  );
}
