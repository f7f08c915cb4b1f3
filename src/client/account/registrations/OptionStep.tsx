import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import type { RegistrationCandidate } from '../../../shared/serials/registration.schema';
import { Button } from '../../components/ui/Button';
import { describedBy, FieldError, LABEL } from '../../components/form/parts';
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
  const id = useId();
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
        <fieldset aria-describedby={describedBy(id, null, missing)} className="space-y-2">
          <legend className={LABEL}>{t('registration.option.legend', { product: candidate.product.name })}</legend>
          <div className="grid gap-2">
            {candidate.options.map((option) => (
              <label key={option.id} className="flex cursor-pointer items-start gap-3 rounded border border-slate-200 bg-white p-3 has-checked:border-navy-700">
                <input
                  type="radio"
                  name={`${id}-option`}
                  value={option.id}
                  checked={chosen === option.id}
                  onChange={() => {
                    setChosen(option.id);
                    setMissing(false);
                  }}
                  className="mt-1 size-4 shrink-0 accent-navy-800"
                />
                <span className="flex flex-col">
                  <span className="font-semibold text-navy-900">{option.name}</span>
                  <span className="text-sm text-slate-700 tabular">{option.modelCode}</span>
                </span>
              </label>
            ))}
          </div>
          <FieldError id={id} error={missing ? t('registration.option.missing') : undefined} />
        </fieldset>
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
