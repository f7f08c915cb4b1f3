import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import { PARTNER_TIERS } from '../../../shared/partners/enums';
import { COMPANY_NAME_MAX, COMPANY_TAGS } from '../../../shared/companies/companies.schema';
import type { CompanyDetail } from '../../../shared/companies/companies.types';
import { CheckboxField, SelectField, TextField } from '../../components/form/fields';
import { useTRPC } from '../../trpc';
import { fieldErrorsOf } from '../../lib/trpc-errors';
import { ErrorSummary } from '../../components/form/ErrorSummary';
import { messageOf } from '../../components/ui/format';
import { Button } from '../../components/ui/Button';
import type { Feedback } from '../../components/ui/use-feedback';
import { AreasPicker } from './AreasPicker';
import { formValuesOf, updateInputOf, type CompanyFormValues } from './company-form';

/**
 * The company's own fields: name, country and the countries it covers, contact e-mail and telephone, tier and price
 * list, the four tags, the next audit and whether it is disabled. Errors are shown at their fields and summarised at
 * the top; the server checks everything again (a name another company has is refused there).
 */
export function CompanyForm({ company, feedback }: { company: CompanyDetail; feedback: Feedback }) {
  const { t } = useTranslation('admin-companies');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const options = useQuery(trpc.admin.companies.options.queryOptions());
  const [values, setValues] = useState<CompanyFormValues>(() => formValuesOf(company));
  const set = <K extends keyof CompanyFormValues>(key: K, value: CompanyFormValues[K]) => setValues((current) => ({ ...current, [key]: value }));
  const save = useMutation(
    trpc.admin.companies.update.mutationOptions({
      onSuccess: async (saved) => {
        queryClient.setQueryData(trpc.admin.companies.get.queryKey({ id: saved.id }), saved);
        setValues(formValuesOf(saved));
        feedback.done(t('form.saved'));
        await queryClient.invalidateQueries({ queryKey: trpc.admin.companies.list.pathKey() });
        await queryClient.invalidateQueries({ queryKey: trpc.admin.companies.overview.pathKey() });
        await queryClient.invalidateQueries({ queryKey: trpc.admin.companies.options.pathKey() });
      },
      onError: () => feedback.clear(),
    }),
  );
  const errors = fieldErrorsOf(save.error);
  const general = save.error && Object.keys(errors).length === 0 ? messageOf(save.error) : null;
  const error = (field: string) => errors[field]?.[0];
  const countries = options.data?.countries ?? [];

  return (
    <form
      noValidate
      className="space-y-5"
      data-testid="company-form"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(updateInputOf(company.id, values));
      }}
    >
      <ErrorSummary errors={errors} general={general} labelOf={(field) => t(`fields.${field.split('.')[0]}`, { defaultValue: field })} />
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        <TextField label={t('fields.name')} value={values.name} maxLength={COMPANY_NAME_MAX} required error={error('name')} onChange={(event) => set('name', event.target.value)} />
        <SelectField label={t('fields.country')} value={values.countryId} required error={error('countryId')} onChange={(event) => set('countryId', event.target.value)}>
          <option value="">{t('fields.chooseCountry')}</option>
          {countries.map((country) => (
            <option key={country.id} value={country.id}>
              {country.name}
            </option>
          ))}
        </SelectField>
        <TextField label={t('fields.email')} type="email" value={values.email} maxLength={254} error={error('email')} onChange={(event) => set('email', event.target.value)} />
        <TextField label={t('fields.telephone')} type="tel" value={values.telephone} maxLength={40} error={error('telephone')} onChange={(event) => set('telephone', event.target.value)} />
        <SelectField label={t('fields.tier')} value={values.tier} error={error('tier')} hint={t('fields.tierHint')} onChange={(event) => set('tier', PARTNER_TIERS.find((tier) => tier === event.target.value) ?? values.tier)}>
          {PARTNER_TIERS.map((tier) => (
            <option key={tier} value={tier}>
              {t(`tiers.${tier}`)}
            </option>
          ))}
        </SelectField>
        <SelectField label={t('fields.pricelistId')} value={values.pricelistId} error={error('pricelistId')} onChange={(event) => set('pricelistId', event.target.value)}>
          <option value="">{t('fields.noPricelist')}</option>
          {(options.data?.pricelists ?? []).map((list) => (
            <option key={list.id} value={list.id}>
              {list.name} ({list.currency}){list.active ? '' : ` – ${t('fields.inactive')}`}
            </option>
          ))}
        </SelectField>
        <TextField label={t('fields.nextAuditOn')} type="date" value={values.nextAuditOn} error={error('nextAuditOn')} onChange={(event) => set('nextAuditOn', event.target.value)} />
      </div>
      <AreasPicker countries={countries} value={values.areas} ownCountryId={Number(values.countryId) || null} error={error('areas')} onChange={(areas) => set('areas', areas)} />
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-slate-800">{t('fields.tags')}</legend>
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          {COMPANY_TAGS.map((tag) => (
            <CheckboxField key={tag} label={t(`tags.${tag}`)} checked={values[tag]} onChange={(event) => set(tag, event.target.checked)} />
          ))}
        </div>
      </fieldset>
      <CheckboxField
        label={
          <>
            <span className="font-semibold">{t('fields.disabled')}</span> <span className="text-slate-600">{t('fields.disabledHint')}</span>
          </>
        }
        checked={values.disabled}
        error={error('disabled')}
        onChange={(event) => set('disabled', event.target.checked)}
      />
      <div className="flex justify-end border-t border-slate-200 pt-4">
        <Button type="submit" pending={save.isPending} pendingLabel={t('common.saving')} data-testid="company-save">
          {t('form.save')}
        </Button>
      </div>
    </form>
  );
}
