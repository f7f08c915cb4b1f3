import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n-react';
import { SubmitButton } from '../../../components/form/fields';
import { Consents } from './Consents';
import { Honeypot } from './Honeypot';

/**
 * The end of every public form: the hidden anti-robot field, the consents (`dealer`: the form asks to share with the
 * local dealer, `dealerRequired` where a dealer may answer), and the send button named `label`.
 */
export function FormEnd({
  state,
  label,
  dealer,
  dealerRequired,
}: {
  /** A kit form's state, or the product dialog's own register, consent errors and pending send. */
  state: { form: { register(name: 'website' | 'terms' | 'marketing'): UseFormRegisterReturn }; errors: { fields: Partial<Record<'terms' | 'dealer', string>> }; pending: boolean };
  label: string;
  dealer?: UseFormRegisterReturn;
  dealerRequired?: boolean;
}) {
  const { t } = useTranslation('forms');
  const { form, errors, pending } = state;
  return (
    <>
      <Honeypot registration={form.register('website')} />
      <Consents
        terms={form.register('terms')}
        dealer={dealer}
        marketing={form.register('marketing')}
        errors={{ terms: errors.fields.terms, dealer: dealer && errors.fields.dealer }}
        dealerRequired={dealerRequired}
      />
      <SubmitButton pending={pending} pendingLabel={t('sending')}>{label}</SubmitButton>
    </>
  );
}
