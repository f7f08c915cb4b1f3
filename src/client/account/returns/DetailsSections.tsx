import { useTranslation } from '../../lib/i18n-react';
import { CountryField } from './CountryField';
import { TextInput, Section } from './fields';
import { useReturnForm } from './use-return-form';

/** Your details, then the invoice address (SPEC.md "Returns flow"), filled from the account and the profile. */
export function DetailsSections() {
  const { t } = useTranslation('returns');
  const { register, errorOf } = useReturnForm();
  const optional = (key: string) => t('form.optional', { label: t(key) });
  return (
    <>
      <Section id="return-details" title={t('form.sections.details')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextInput path="details.firstName" label={t('fields.firstName')} required autoComplete="given-name" maxLength={100} error={errorOf('details.firstName')} registration={register('details.firstName')} />
          <TextInput path="details.lastName" label={t('fields.lastName')} required autoComplete="family-name" maxLength={100} error={errorOf('details.lastName')} registration={register('details.lastName')} />
          <TextInput path="details.email" label={t('fields.email')} type="email" required autoComplete="email" maxLength={200} hint={t('form.emailHint')} error={errorOf('details.email')} registration={register('details.email')} />
          <TextInput path="details.telephone" label={t('fields.telephone')} type="tel" required autoComplete="tel" maxLength={40} error={errorOf('details.telephone')} registration={register('details.telephone')} />
          <TextInput path="details.companyName" label={optional('fields.companyName')} autoComplete="organization" maxLength={200} error={errorOf('details.companyName')} registration={register('details.companyName')} />
        </div>
      </Section>
      <Section id="return-invoice" title={t('form.sections.invoice')}>
        <p className="text-sm text-slate-600">{t('form.invoiceLead')}</p>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextInput path="invoiceAddress.companyName" label={optional('fields.companyName')} autoComplete="billing organization" maxLength={200} error={errorOf('invoiceAddress.companyName')} registration={register('invoiceAddress.companyName')} />
          <TextInput path="invoiceAddress.address1" label={t('fields.address1')} required autoComplete="billing address-line1" maxLength={200} error={errorOf('invoiceAddress.address1')} registration={register('invoiceAddress.address1')} />
          <TextInput path="invoiceAddress.address2" label={optional('fields.address2')} autoComplete="billing address-line2" maxLength={200} error={errorOf('invoiceAddress.address2')} registration={register('invoiceAddress.address2')} />
          <TextInput path="invoiceAddress.town" label={t('fields.town')} required autoComplete="billing address-level2" maxLength={100} error={errorOf('invoiceAddress.town')} registration={register('invoiceAddress.town')} />
          <TextInput path="invoiceAddress.county" label={optional('fields.county')} autoComplete="billing address-level1" maxLength={100} error={errorOf('invoiceAddress.county')} registration={register('invoiceAddress.county')} />
          <TextInput path="invoiceAddress.postcode" label={optional('fields.postcode')} autoComplete="billing postal-code" maxLength={20} error={errorOf('invoiceAddress.postcode')} registration={register('invoiceAddress.postcode')} />
          <CountryField path="invoiceAddress.country" label={t('fields.country')} />
        </div>
      </Section>
    </>
  );
}
