import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import { useLocation } from 'wouter';
import { COMPANY_NAME_MAX } from '../../../shared/companies/companies.schema';
import { DialogForm } from '../../components/form/DialogForm';
import { SelectField, TextField } from '../../components/form/fields';
import { useFormDialog } from '../../components/form/use-form-dialog';
import { useTRPC } from '../../trpc';
import { Button } from '../../components/ui/Button';
import { companyPath } from './paths';

/** "New company": its name and country are enough; the new company's page opens for the rest. */
export function CompanyCreateDialog() {
  const { t } = useTranslation('admin-companies');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const [name, setName] = useState('');
  const [countryId, setCountryId] = useState('');
  const form = useFormDialog(
    trpc.admin.companies.create.mutationOptions({
      onSuccess: async (created) => {
        await queryClient.invalidateQueries({ queryKey: trpc.admin.companies.pathKey() });
        navigate(companyPath(created.id));
      },
    }),
    {
      onOpen: () => {
        setName('');
        setCountryId('');
      },
    },
  );
  const options = useQuery({ ...trpc.admin.companies.options.queryOptions(), enabled: form.dialog.open });
  const { errors } = form;
  return (
    <>
      <Button onClick={form.show} data-testid="company-create">
        <span aria-hidden="true">+ </span>
        {t('create.open')}
      </Button>
      <DialogForm
        {...form.dialog}
        title={t('create.title')}
        onSubmit={() => form.mutation.mutate({ name, countryId: Number(countryId) || 0 })}
        error={form.general}
        submitLabel={t('create.confirm')}
        pendingLabel={t('common.saving')}
      >
        <p className="text-slate-700">{t('create.lead')}</p>
        <TextField label={t('fields.name')} value={name} maxLength={COMPANY_NAME_MAX} required error={errors.name?.[0]} onChange={(event) => setName(event.target.value)} />
        <SelectField label={t('fields.country')} value={countryId} required error={errors.countryId?.[0]} onChange={(event) => setCountryId(event.target.value)}>
          <option value="">{t('fields.chooseCountry')}</option>
          {(options.data?.countries ?? []).map((country) => (
            <option key={country.id} value={country.id}>
              {country.name}
            </option>
          ))}
        </SelectField>
      </DialogForm>
    </>
  );
}
