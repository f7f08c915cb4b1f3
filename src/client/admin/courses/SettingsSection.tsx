import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from '../../lib/i18n-react';
import { COURSE_SETTINGS_RANGE, COURSE_TEXT_MAX } from '../../../shared/courses/admin.schema';
import { CheckboxField, TextField } from '../../components/form/fields';
import { firstError, useQuestionCount, type CourseDraft } from './course-form';
import { LocalizedFields } from './LocalizedFields';

type NumberName = 'passingScore' | 'attemptsPerDay' | 'questionsPerAttempt' | 'validityMonths' | 'sort';

/** A labelled input of the course's own fields, with its hint and server error, in the form kit's look. */
function Field({
  form,
  name,
  range,
  ...shown
}: {
  form: UseFormReturn<CourseDraft>;
  name: NumberName | 'hours';
  label: string;
  hint?: string;
  error: string | undefined;
  range?: readonly [number, number];
}) {
  return (
    <TextField
      {...shown}
      {...form.register(name)}
      {...(range ? { type: 'number', inputMode: 'numeric' as const, min: range[0], max: range[1], step: 1 } : { type: 'text', maxLength: COURSE_TEXT_MAX.hours })}
      className="max-w-48"
    />
  );
}

/** Titles and descriptions in six languages, then the test's rules, validity, publication and order. */
export function SettingsSection({ form, errors }: { form: UseFormReturn<CourseDraft>; errors: Record<string, string[]> }) {
  const { t } = useTranslation('admin-courses');
  const questionCount = useQuestionCount(form);
  const error = (name: string) => firstError(errors, name);
  return (
    <div className="space-y-4">
      <LocalizedFields register={form.register} name="title" label={t('fields.title')} errors={errors} required maxLength={COURSE_TEXT_MAX.title} />
      <LocalizedFields register={form.register} name="description" label={t('fields.description')} errors={errors} multiline maxLength={COURSE_TEXT_MAX.description} />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <Field form={form} name="hours" label={t('fields.hours')} hint={t('hints.hours')} error={error('hours')} />
        <Field form={form} name="passingScore" label={t('fields.passingScore')} hint={t('hints.passingScore')} error={error('passingScore')} range={COURSE_SETTINGS_RANGE.passingScore} />
        <Field form={form} name="attemptsPerDay" label={t('fields.attemptsPerDay')} hint={t('hints.attemptsPerDay')} error={error('attemptsPerDay')} range={COURSE_SETTINGS_RANGE.attemptsPerDay} />
        <Field
          form={form}
          name="questionsPerAttempt"
          label={t('fields.questionsPerAttempt')}
          hint={t('hints.questionsPerAttempt', { count: questionCount })}
          error={error('questionsPerAttempt')}
          range={[1, Math.max(1, questionCount)]}
        />
        <Field form={form} name="validityMonths" label={t('fields.validityMonths')} hint={t('hints.validityMonths')} error={error('validityMonths')} range={COURSE_SETTINGS_RANGE.validityMonths} />
        <Field form={form} name="sort" label={t('fields.sort')} hint={t('hints.sort')} error={error('sort')} range={COURSE_SETTINGS_RANGE.sort} />
      </div>
      <CheckboxField label={t('fields.published')} hint={t('hints.published')} {...form.register('published')} />
    </div>
  );
}
