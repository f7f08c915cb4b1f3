import { useTranslation } from '../../lib/i18n-react';
import { CountryField } from './CountryField';
import { TextField } from '../../components/form/fields';
import { Panel } from '../../components/ui/Panel';
import { fieldId } from './field-id';
import { useReturnForm } from './use-return-form';

/** Your details, then the invoice address (SPEC.md "Returns flow"), filled from the account and the profile. */
export function DetailsSections() {
  const { t } = useTranslation('returns');
  const { register, errorOf } = useReturnForm();
  const optional = (key: string) => t('form.optional', { label: t(key) });
  return (
    <>
      <Panel id="return-details" title={t('form.sections.details')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField id={fieldId('details.firstName')} label={t('fields.firstName')} required autoComplete="given-name" maxLength={100} error={errorOf('details.firstName')} {...register('details.firstName')} />
          <TextField id={fieldId('details.lastName')} label={t('fields.lastName')} required autoComplete="family-name" maxLength={100} error={errorOf('details.lastName')} {...register('details.lastName')} />
          <TextField id={fieldId('details.email')} label={t('fields.email')} type="email" required autoComplete="email" maxLength={200} hint={t('form.emailHint')} error={errorOf('details.email')} {...register('details.email')} />
          <TextField id={fieldId('details.telephone')} label={t('fields.telephone')} type="tel" required autoComplete="tel" maxLength={40} error={errorOf('details.telephone')} {...register('details.telephone')} />
          <TextField id={fieldId('details.companyName')} label={optional('fields.companyName')} autoComplete="organization" maxLength={200} error={errorOf('details.companyName')} {...register('details.companyName')} />
        </div>
      </Panel>
      <Panel id="return-invoice" title={t('form.sections.invoice')}>
        <p className="text-sm text-slate-600">{t('form.invoiceLead')}</p>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField id={fieldId('invoiceAddress.companyName')} label={optional('fields.companyName')} autoComplete="billing organization" maxLength={200} error={errorOf('invoiceAddress.companyName')} {...register('invoiceAddress.companyName')} />
          <TextField id={fieldId('invoiceAddress.address1')} label={t('fields.address1')} required autoComplete="billing address-line1" maxLength={200} error={errorOf('invoiceAddress.address1')} {...register('invoiceAddress.address1')} />
          <TextField id={fieldId('invoiceAddress.address2')} label={optional('fields.address2')} autoComplete="billing address-line2" maxLength={200} error={errorOf('invoiceAddress.address2')} {...register('invoiceAddress.address2')} />
          <TextField id={fieldId('invoiceAddress.town')} label={t('fields.town')} required autoComplete="billing address-level2" maxLength={100} error={errorOf('invoiceAddress.town')} {...register('invoiceAddress.town')} />
          <TextField id={fieldId('invoiceAddress.county')} label={optional('fields.county')} autoComplete="billing address-level1" maxLength={100} error={errorOf('invoiceAddress.county')} {...register('invoiceAddress.county')} />
          <TextField id={fieldId('invoiceAddress.postcode')} label={optional('fields.postcode')} autoComplete="billing postal-code" maxLength={20} error={errorOf('invoiceAddress.postcode')} {...register('invoiceAddress.postcode')} />
          <CountryField path="invoiceAddress.country" label={t('fields.country')} />
        </div>
      </Panel>
    </>
  );
}
