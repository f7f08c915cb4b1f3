import { useTranslation } from '../../lib/i18n-react';
import { LEAD_CURRENCIES, LEAD_VALUE_MAX, type LeadCurrency, type LeadRegisterInput } from '../../../shared/leads/leads.schema';
import type { PortalLeadOptions } from '../../../shared/leads/leads.types';
import { SelectField, TextAreaField, TextField } from '../../components/form/fields';
import type { FieldErrors } from '../../lib/trpc-errors';

/** The prospect form as typed (numbers and choices still text). */
export interface ProspectForm {
  prospectCompany: string;
  contactName: string;
  email: string;
  telephone: string;
  countryId: string;
  productId: string;
  value: string;
  currency: LeadCurrency;
  message: string;
}

export const EMPTY_PROSPECT: ProspectForm = { prospectCompany: '', contactName: '', email: '', telephone: '', countryId: '', productId: '', value: '', currency: 'EUR', message: '' };

/** What is missing before asking the server (it checks everything again). */
export function missingProspectFields(form: ProspectForm, required: string): FieldErrors {
  const errors: FieldErrors = {};
  if (!form.prospectCompany.trim()) errors.prospectCompany = [required];
  if (!form.contactName.trim()) errors.contactName = [required];
  if (!form.countryId) errors.countryId = [required];
  return errors;
}

/** The form as the server takes it: an empty value is 0, an empty product none. */
export function prospectInput(form: ProspectForm): LeadRegisterInput {
  const value = form.value.trim() === '' ? 0 : Number(form.value);
  return {
    prospectCompany: form.prospectCompany.trim(),
    contactName: form.contactName.trim(),
    email: form.email.trim(),
    telephone: form.telephone.trim(),
    countryId: Number(form.countryId),
    ...(form.productId ? { productId: Number(form.productId) } : {}),
    value: Number.isFinite(value) ? value : -1,
    currency: form.currency,
    message: form.message,
  };
}

/** The prospect's company, contact, country, product, estimated value and a note: the partner's and the admin's form. */
export function ProspectFields({
  form,
  onChange,
  errors,
  options,
}: {
  form: ProspectForm;
  onChange(form: ProspectForm): void;
  errors: FieldErrors;
  options: PortalLeadOptions | undefined;
}) {
  const { t } = useTranslation('portal-leads');
  const set = (change: Partial<ProspectForm>) => onChange({ ...form, ...change });
  const first = (field: string) => errors[field]?.[0];
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <TextField label={t('register.prospectCompany')} name="prospectCompany" value={form.prospectCompany} maxLength={200} required error={first('prospectCompany')} onChange={(event) => set({ prospectCompany: event.target.value })} />
      </div>
      <TextField label={t('register.contactName')} name="contactName" value={form.contactName} maxLength={120} required error={first('contactName')} onChange={(event) => set({ contactName: event.target.value })} />
      <TextField label={t('register.email')} name="email" type="email" value={form.email} maxLength={254} error={first('email')} onChange={(event) => set({ email: event.target.value })} />
      <TextField label={t('register.telephone')} name="telephone" type="tel" value={form.telephone} maxLength={50} error={first('telephone')} onChange={(event) => set({ telephone: event.target.value })} />
      <SelectField label={t('register.country')} name="countryId" value={form.countryId} required error={first('countryId')} onChange={(event) => set({ countryId: event.target.value })}>
        <option value="">{t('register.chooseCountry')}</option>
        {options?.countries.map((country) => (
          <option key={country.id} value={country.id}>
            {country.name}
          </option>
        ))}
      </SelectField>
      <div className="sm:col-span-2">
        <SelectField label={t('register.product')} name="productId" value={form.productId} error={first('productId')} onChange={(event) => set({ productId: event.target.value })}>
          <option value="">{t('register.noProduct')}</option>
          {options?.products.map((product) => (
            <option key={product.id} value={product.id}>
              {product.name}
            </option>
          ))}
        </SelectField>
      </div>
      <TextField
        label={t('register.value')}
        name="value"
        type="number"
        inputMode="numeric"
        min={0}
        max={LEAD_VALUE_MAX}
        step={1}
        value={form.value}
        error={first('value')}
        onChange={(event) => set({ value: event.target.value })}
      />
      <SelectField label={t('register.currency')} name="currency" value={form.currency} onChange={(event) => set({ currency: LEAD_CURRENCIES.find((c) => c === event.target.value) ?? 'EUR' })}>
        {LEAD_CURRENCIES.map((currency) => (
          <option key={currency} value={currency}>
            {currency}
          </option>
        ))}
      </SelectField>
      <div className="sm:col-span-2">
        <TextAreaField label={t('register.message')} rows={3} maxLength={5000} value={form.message} error={first('message')} onChange={(event) => set({ message: event.target.value })} />
      </div>
    </div>
  );
}
