import { useState, type FormEvent } from 'react';
import { CARRIERS } from '../../../../shared/returns/enums';
import { SelectField, TextField } from '../../../components/form/fields';
import type { Feedback } from '../../../components/ui/use-feedback';
import { Button } from '../../../components/ui/Button';
import { useTranslation } from '../../../lib/i18n-react';
import { fieldErrorsOf } from '../../../lib/trpc-errors';
import { useReturnActions, type ReturnFace } from './use-self-service';

type Carrier = (typeof CARRIERS)[number];

export interface TrackingValues {
  carrier: Carrier;
  carrierOther: string;
  trackingNumber: string;
}

/**
 * The carrier and its tracking number, added or corrected by the owner until the parcel is received. The server
 * validates (letters, digits, spaces and hyphens; at most 40) and answers each field's message, shown under it.
 */
export function TrackingForm({ id, initial, face, feedback }: { id: number; initial: TrackingValues; face: ReturnFace; feedback: Feedback }) {
  const { t } = useTranslation('returns');
  const { setTracking } = useReturnActions(face);
  const [values, setValues] = useState(initial);
  const errors = fieldErrorsOf(setTracking.error);
  const set = (patch: Partial<TrackingValues>) => setValues((current) => ({ ...current, ...patch }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    feedback.clear();
    setTracking.mutate(
      { id, ...values },
      {
        onSuccess: (saved) => {
          setValues({ carrier: saved.carrier, carrierOther: saved.carrierOther, trackingNumber: saved.trackingNumber });
          feedback.done(t('selfService.tracking.saved'));
        },
        onError: (error) => Object.keys(fieldErrorsOf(error)).length === 0 && feedback.failed(error),
      },
    );
  };
  return (
    <form onSubmit={submit} noValidate className="space-y-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6" data-testid="return-tracking">
      <p className="text-slate-700">{t('selfService.tracking.lead')}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label={t('fields.carrier')} value={values.carrier} error={errors.carrier?.[0]} onChange={(event) => set({ carrier: event.target.value as Carrier })}>
          {CARRIERS.map((choice) => (
            <option key={choice} value={choice}>
              {t(`carriers.${choice}`)}
            </option>
          ))}
        </SelectField>
        {values.carrier === 'other' && (
          <TextField label={t('fields.carrierOther')} value={values.carrierOther} maxLength={100} error={errors.carrierOther?.[0]} onChange={(event) => set({ carrierOther: event.target.value })} />
        )}
        <TextField
          label={t('fields.trackingNumber')}
          hint={t('selfService.tracking.hint')}
          value={values.trackingNumber}
          maxLength={40}
          autoComplete="off"
          spellCheck={false}
          error={errors.trackingNumber?.[0]}
          onChange={(event) => set({ trackingNumber: event.target.value })}
        />
      </div>
      <Button type="submit" pending={setTracking.isPending} pendingLabel={t('selfService.saving')}>
        {t('selfService.tracking.save')}
      </Button>
    </form>
  );
}
