import { useWatch } from 'react-hook-form';
import { useTranslation } from '../../lib/i18n-react';
import { CARRIERS, SHIPPING_INVOICES } from '../../../shared/returns/enums';
import { CheckboxField, SelectField, TextAreaField, TextField } from '../../components/form/fields';
import { ChoiceGroup } from '../../components/form/ChoiceGroup';
import { Panel } from '../../components/ui/Panel';
import { fieldId } from './field-id';
import { useReturnForm } from './use-return-form';

/** The shipping invoice, the carrier, the notes, and the VAT warning with its box to tick (SPEC.md section 5). */
export function ShippingSections() {
  const { t } = useTranslation('returns');
  const { register, errorOf, control } = useReturnForm();
  const carrier = useWatch({ control, name: 'carrier' });
  return (
    <>
      <Panel id="return-invoice-choice" title={t('form.sections.shippingInvoice')}>
        <ChoiceGroup
          type="radio"
          id={fieldId('shippingInvoice')}
          legend={t('form.legends.shippingInvoice')}
          choices={SHIPPING_INVOICES.map((choice) => ({ value: choice, label: t(`shippingInvoices.${choice}`), detail: t(`shippingInvoiceHints.${choice}`) }))}
          error={errorOf('shippingInvoice')}
          registration={register('shippingInvoice')}
        />
      </Panel>
      <Panel id="return-carrier" title={t('form.sections.carrier')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField id={fieldId('carrier')} label={t('form.legends.carrier')} required error={errorOf('carrier')} {...register('carrier')}>
            <option value="">{t('form.chooseCarrier')}</option>
            {CARRIERS.map((choice) => (
              <option key={choice} value={choice}>
                {t(`carriers.${choice}`)}
              </option>
            ))}
          </SelectField>
          {carrier === 'other' && (
            <TextField id={fieldId('carrierOther')} label={t('fields.carrierOther')} required maxLength={100} error={errorOf('carrierOther')} {...register('carrierOther')} />
          )}
        </div>
      </Panel>
      <Panel id="return-notes" title={t('form.sections.notes')}>
        <TextAreaField id={fieldId('notes')} label={t('form.optional', { label: t('form.legends.notes') })} hint={t('form.notesHint')} maxLength={2000} error={errorOf('notes')} {...register('notes')} />
      </Panel>
      <div className="space-y-3 rounded-lg border-2 border-amber-400 bg-amber-50 p-4 sm:p-6">
        <p id="return-vat-warning" className="font-semibold text-amber-950">
          <span aria-hidden="true">⚠ </span>
          {t('form.vatWarning')}
        </p>
        <CheckboxField id={fieldId('vatConfirmed')} aria-describedby="return-vat-warning" label={t('fields.vatConfirmed')} error={errorOf('vatConfirmed')} {...register('vatConfirmed')} />
      </div>
    </>
  );
}
