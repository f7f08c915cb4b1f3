import { useId } from 'react';
import type { Path, UseFormRegister } from 'react-hook-form';
import { useTranslation } from '../../lib/i18n-react';
import type { LocaleCode } from '../../../shared/locales';
import { INPUT, LABEL } from '../../components/ui/format';
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
  const baseId = useId();
  const single = codes.length === 1;
  const inputs = codes.map((code) => {
    const path = `${name}_${code}`;
    const id = `${baseId}-${code}`;
    const error = firstError(errors, path);
    const props = {
      id,
      ...register(path as Path<CourseDraft>),
      maxLength,
      lang: code.toLowerCase(),
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? `${id}-error` : undefined,
      'aria-required': required && code === 'EN' ? true : undefined,
      className: INPUT,
    };
    return (
      <div key={code} className="space-y-1">
        <label htmlFor={id} className={single ? LABEL : 'block text-sm font-medium text-slate-800'}>
          {t('form.inLanguage', { field: label, language: t(`languages.${code}`) })}
          {required && code === 'EN' && (
            <span className="text-red-700" aria-hidden="true">
              {' '}
              *
            </span>
          )}
          {code === 'EN' && <span className="ml-1 text-xs font-normal text-slate-600">({t('form.fallback')})</span>}
        </label>
        {multiline ? <textarea rows={3} {...props} /> : <input type="text" {...props} />}
        {error && (
          <p id={`${id}-error`} className="text-sm text-red-700">
            {error}
          </p>
        )}
      </div>
    );
  });
  if (single) return <>{inputs}</>;
  return (
    <fieldset className="space-y-2 rounded border border-slate-200 p-3">
      <legend className={`${LABEL} px-1`}>{label}</legend>
      <div className="grid gap-3 md:grid-cols-2">{inputs}</div>
    </fieldset>
  );
}
