import { useWatch } from 'react-hook-form';
import { useTranslation } from '../../lib/i18n-react';
import { CARRIERS, SHIPPING_INVOICES } from '../../../shared/returns/enums';
import { Checkbox, RadioGroup, Section, Select, TextArea, TextInput } from './fields';
import { useReturnForm } from './use-return-form';

/** The shipping invoice, the carrier, the notes, and the VAT warning with its box to tick (SPEC.md section 5). */
export function ShippingSections() {
  const { t } = useTranslation('returns');
  const { register, errorOf, control } = useReturnForm();
  const carrier = useWatch({ control, name: 'carrier' });
  return (
    <>
      <Section id="return-invoice-choice" title={t('form.sections.shippingInvoice')}>
        <RadioGroup
          path="shippingInvoice"
          legend={t('form.legends.shippingInvoice')}
          choices={SHIPPING_INVOICES.map((choice) => ({ value: choice, label: t(`shippingInvoices.${choice}`), detail: t(`shippingInvoiceHints.${choice}`) }))}
          error={errorOf('shippingInvoice')}
          registration={register('shippingInvoice')}
        />
      </Section>
      <Section id="return-carrier" title={t('form.sections.carrier')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <Select path="carrier" label={t('form.legends.carrier')} required error={errorOf('carrier')} registration={register('carrier')}>
            <option value="">{t('form.chooseCarrier')}</option>
            {CARRIERS.map((choice) => (
              <option key={choice} value={choice}>
                {t(`carriers.${choice}`)}
              </option>
            ))}
          </Select>
          {carrier === 'other' && (
            <TextInput path="carrierOther" label={t('fields.carrierOther')} required maxLength={100} error={errorOf('carrierOther')} registration={register('carrierOther')} />
          )}
        </div>
      </Section>
      <Section id="return-notes" title={t('form.sections.notes')}>
        <TextArea path="notes" label={t('form.optional', { label: t('form.legends.notes') })} hint={t('form.notesHint')} maxLength={2000} error={errorOf('notes')} registration={register('notes')} />
      </Section>
      <div className="space-y-3 rounded-lg border-2 border-amber-400 bg-amber-50 p-4 sm:p-6">
        <p id="return-vat-warning" className="font-semibold text-amber-950">
          <span aria-hidden="true">⚠ </span>
          {t('form.vatWarning')}
        </p>
        <Checkbox path="vatConfirmed" describedBy="return-vat-warning" label={t('fields.vatConfirmed')} error={errorOf('vatConfirmed')} registration={register('vatConfirmed')} />
      </div>
    </>
  );
}
