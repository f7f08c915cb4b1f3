import type { Path, UseFormRegister } from 'react-hook-form';
import { useTranslation } from '../../lib/i18n-react';
import type { LocaleCode } from '../../../shared/locales';
import { TextAreaField, TextField } from '../../components/form/fields';
import { FieldFrame } from '../generic/fields/FieldFrame';
import { CODES_EN_FIRST, firstError, type CourseDraft } from './course-form';

/**
 * One text in each of the six languages (the look of the generic admin form's localized fields): labelled inputs side
 * by side, English first and marked as the fallback (required where `required`), each with its server error.
 */
export function LocalizedFields({
  register,
  name,
  label,
  errors,
  multiline = false,
  required = false,
  maxLength,
  codes = CODES_EN_FIRST,
}: {
  register: UseFormRegister<CourseDraft>;
  /** The field's path without the language: "title", "questions.2.text". */
  name: string;
  label: string;
  errors: Record<string, string[]>;
  multiline?: boolean;
  required?: boolean;
  maxLength: number;
  /** Only these languages (the question editor shows the one chosen above it). */
  codes?: readonly LocaleCode[];
}) {
  const { t } = useTranslation('admin-courses');
  const inputs = codes.map((code) => {
    const fallback = code === 'EN' ? ` (${t('form.fallback')})` : '';
    const props = {
      label: `${t('form.inLanguage', { field: label, language: t(`languages.${code}`) })}${fallback}`,
      ...register(`${name}_${code}` as Path<CourseDraft>),
      maxLength,
      lang: code.toLowerCase(),
      required: required && code === 'EN',
      error: firstError(errors, `${name}_${code}`),
    };
    return multiline ? <TextAreaField key={code} rows={3} {...props} /> : <TextField key={code} type="text" {...props} />;
  });
  if (codes.length === 1) return <>{inputs}</>;
  return (
    <FieldFrame id={name} label={label} as="fieldset">
      <div className="grid gap-3 md:grid-cols-2">{inputs}</div>
    </FieldFrame>
  );
}
