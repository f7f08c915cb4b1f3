import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n-react';
import { CheckboxField } from '../../../components/form/fields';
import { TaggedText } from '../../../components/ui/TaggedText';

const LINK = 'font-medium underline underline-offset-2';

/**
 * SPEC.md section 3 "Consents": terms and privacy (required), sharing with the local dealer for quoting and service
 * (required where a dealer may answer, optional elsewhere, absent where the sender is the dealer), and marketing
 * (optional). A missing required tick shows its own message of SPEC.md section 5 under it, and 'You must agree to
 * the above' under the group.
 */
export function Consents({
  terms,
  dealer,
  marketing,
  errors,
  dealerRequired = false,
}: {
  terms: UseFormRegisterReturn;
  dealer?: UseFormRegisterReturn;
  marketing: UseFormRegisterReturn;
  /** Message keys of the forms namespace, by consent. */
  errors: { terms?: string | undefined; dealer?: string | undefined };
  dealerRequired?: boolean;
}) {
  const { t } = useTranslation('forms');
  const missing = Boolean(errors.terms || errors.dealer);
  // "… for quoting and service (optional)": the marker replaces the sentence's full stop.
  const optional = (label: string) => t('optional', { label: label.replace(/[.。]$/, '') });
  return (
    <fieldset className="space-y-3 border-t border-slate-200 pt-4">
      <legend className="sr-only">{t('consents.legend')}</legend>
      <CheckboxField
        label={
          <TaggedText
            text={t('consents.terms')}
            tags={{
              terms: <a href="/legal/terms" target="_blank" rel="noreferrer" className={LINK} />,
              privacy: <a href="/legal/privacy" target="_blank" rel="noreferrer" className={LINK} />,
            }}
          />
        }
        aria-required="true"
        error={errors.terms ? t(errors.terms) : undefined}
        {...terms}
      />
      {dealer && (
        <CheckboxField
          label={dealerRequired ? t('consents.dealer') : optional(t('consents.dealer'))}
          aria-required={dealerRequired ? 'true' : undefined}
          error={errors.dealer ? t(errors.dealer) : undefined}
          {...dealer}
        />
      )}
      <CheckboxField label={optional(t('consents.marketing'))} {...marketing} />
      {missing && <p className="text-sm font-semibold text-red-700">{t('errors.above')}</p>}
    </fieldset>
  );
}
