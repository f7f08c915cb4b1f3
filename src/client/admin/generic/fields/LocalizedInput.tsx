import { lazy, Suspense, useId, useState, type ChangeEvent } from 'react';
import { Controller, type UseFormRegisterReturn, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n-react';
import { LOCALE_CODES, LOCALE_NAMES, type LocaleCode } from '../../../../shared/locales';
import type { FormValues } from '../form-values';
import { CONTROL } from '../../../components/form/parts';
import { FieldFrame } from './FieldFrame';

const RichTextEditor = lazy(() => import('./RichTextEditor'));

/** English first: it is the fallback every other language shows when a text is missing. */
const ORDER: readonly LocaleCode[] = ['EN', ...LOCALE_CODES.filter((code) => code !== 'EN')];

const languageName = (code: LocaleCode) => LOCALE_NAMES[code.toLowerCase() as keyof typeof LOCALE_NAMES];

/** How one language's input is tied to its value: react-hook-form's registration, or a value kept in a draft. */
export type LocalizedBinding = UseFormRegisterReturn | { value: string; onChange(event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>): void };

/**
 * A plain text in each language, six labelled inputs side by side, English first and marked as the fallback: the
 * look of every per-language text of the admin, whether its form is react-hook-form's or a draft kept in state.
 */
export function LocalizedPlainInputs({
  name,
  label,
  multiline,
  required,
  hint,
  errors,
  bind,
}: {
  name: string;
  label: string;
  multiline: boolean;
  required: boolean;
  hint?: string | undefined;
  errors: Record<string, string | undefined>;
  /** The binding of `{name}_{CODE}`. */
  bind(key: string): LocalizedBinding;
}) {
  const { t } = useTranslation('admin-resources');
  const baseId = useId();
  return (
    <FieldFrame id={`${baseId}-EN`} label={label} required={required} hint={hint} as="fieldset">
      <div className="grid gap-3 md:grid-cols-2">
        {ORDER.map((code) => {
          const key = `${name}_${code}`;
          const id = `${baseId}-${code}`;
          const error = errors[key];
          const props = {
            id,
            ...bind(key),
            'aria-invalid': error ? true : undefined,
            'aria-describedby': error ? `${id}-error` : undefined,
            className: CONTROL,
            lang: code.toLowerCase(),
          };
          return (
            <FieldFrame
              key={code}
              id={id}
              label={`${label} (${code})`}
              required={required && code === 'EN'}
              hint={code === 'EN' ? t('localized.fallback') : undefined}
              error={error}
            >
              {multiline ? <textarea rows={3} {...props} /> : <input type="text" {...props} />}
            </FieldFrame>
          );
        })}
      </div>
    </FieldFrame>
  );
}

/**
 * One text per language. Plain texts are six labelled inputs side by side; rich texts are six editors behind
 * language tabs (all mounted, so nothing typed is lost when switching). English is marked as the fallback.
 */
export function LocalizedInput({
  form,
  name,
  label,
  rich,
  multiline,
  required,
  hint,
  errors,
}: {
  form: UseFormReturn<FormValues>;
  name: string;
  label: string;
  rich: boolean;
  multiline: boolean;
  required: boolean;
  hint?: string | undefined;
  errors: Record<string, string | undefined>;
}) {
  const { t } = useTranslation('admin-resources');
  const baseId = useId();
  const [active, setActive] = useState<LocaleCode>('EN');
  const caption = (code: LocaleCode) => `${label} (${code})`;

  if (!rich) {
    return (
      <LocalizedPlainInputs name={name} label={label} multiline={multiline} required={required} hint={hint} errors={errors} bind={(key) => form.register(key)} />
    );
  }

  return (
    <FieldFrame id={`${baseId}-EN`} label={label} required={required} hint={hint} as="fieldset">
      <div role="tablist" aria-label={t('localized.languages', { label })} className="flex flex-wrap gap-1 border-b border-slate-200">
        {ORDER.map((code) => {
          const failed = Boolean(errors[`${name}_${code}`]);
          const filled = String(form.watch(`${name}_${code}`) ?? '') !== '';
          return (
            <button
              key={code}
              type="button"
              role="tab"
              id={`${baseId}-tab-${code}`}
              aria-selected={active === code}
              aria-controls={`${baseId}-panel-${code}`}
              onClick={() => setActive(code)}
              className={`-mb-px rounded-t border px-3 py-1 text-sm font-semibold ${active === code ? 'border-slate-300 border-b-white bg-white text-navy-900' : 'border-transparent text-slate-600 hover:text-navy-900'} ${failed ? 'text-red-700' : ''}`}
            >
              {code}
              {code === 'EN' && <span className="ml-1 text-xs font-normal">({t('localized.fallbackShort')})</span>}
              <span className="sr-only">
                {' '}
                {languageName(code)} {filled ? t('localized.filled') : t('localized.empty')}
              </span>
              {!filled && code !== 'EN' && (
                <span aria-hidden="true" className="ml-1 text-amber-600">
                  •
                </span>
              )}
            </button>
          );
        })}
      </div>
      {ORDER.map((code) => {
        const key = `${name}_${code}`;
        const id = `${baseId}-${code}`;
        return (
          <div key={code} role="tabpanel" id={`${baseId}-panel-${code}`} aria-labelledby={`${baseId}-tab-${code}`} hidden={active !== code} className="space-y-1">
            {code === 'EN' && <p className="text-xs text-slate-600">{t('localized.fallback')}</p>}
            <Controller
              control={form.control}
              name={key}
              render={({ field }) => (
                <Suspense fallback={<textarea aria-label={caption(code)} className={CONTROL} value={String(field.value ?? '')} readOnly />}>
                  <RichTextEditor id={id} label={caption(code)} value={String(field.value ?? '')} onChange={field.onChange} invalid={Boolean(errors[key])} />
                </Suspense>
              )}
            />
            {errors[key] && (
              <p id={`${id}-error`} className="text-sm text-red-700">
                {errors[key]}
              </p>
            )}
          </div>
        );
      })}
    </FieldFrame>
  );
}
