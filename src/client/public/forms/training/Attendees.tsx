import { useState } from 'react';
import type { Control, UseFormRegister } from 'react-hook-form';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n-react';
import { TRAINING_MAX_ATTENDEES } from '../../../../shared/enquiries/form-options';
import { TextField } from '../../../components/form/fields';
import type { TrainingValues } from './training-values';

/**
 * SPEC.md section 3 "Training enquiry": attendees, each with a name, at most 6 (section 9). The add button stays: a
 * 7th is refused with a message (the server refuses one too).
 */
export function Attendees({
  control,
  register,
  fieldError,
}: {
  control: Control<TrainingValues>;
  register: UseFormRegister<TrainingValues>;
  fieldError(name: string): string | undefined;
}) {
  const { t } = useTranslation('forms');
  const rows = useFieldArray({ control, name: 'attendees' });
  const [refused, setRefused] = useState(false);
  const add = () => {
    if (rows.fields.length >= TRAINING_MAX_ATTENDEES) return setRefused(true);
    rows.append({ name: '' });
  };
  const remove = (index: number) => {
    rows.remove(index);
    setRefused(false);
  };
  const message = refused ? t('errors.attendeesMax', { max: TRAINING_MAX_ATTENDEES }) : fieldError('attendees');
  return (
    <fieldset className="space-y-3 rounded border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold text-navy-900">{t('fields.attendees', { max: TRAINING_MAX_ATTENDEES })}</legend>
      {rows.fields.map((field, index) => (
        <div key={field.id} className="flex items-end gap-2">
          <div className="flex-1">
            <TextField label={t('fields.attendee', { n: index + 1 })} autoComplete="off" error={fieldError(`attendees.${index}.name`)} {...register(`attendees.${index}.name`)} />
          </div>
          {rows.fields.length > 1 && (
            <button type="button" onClick={() => remove(index)} className="mb-1 rounded px-2 py-2 text-sm font-semibold text-red-700 hover:bg-red-50">
              {t('fields.removeAttendee', { n: index + 1 })}
            </button>
          )}
        </div>
      ))}
      <p aria-live="polite" className="text-sm font-medium text-red-700">
        {message}
      </p>
      <button type="button" onClick={add} className="text-sm font-semibold text-navy-700 underline underline-offset-2">
        {t('fields.addAttendee')}
      </button>
    </fieldset>
  );
}
