import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import { useLocation } from 'wouter';
import { COMPANY_NAME_MAX } from '../../../shared/companies/companies.schema';
import { Dialog } from '../../components/ui/Dialog';
import { SelectField, TextField } from '../../components/form/fields';
import { useTRPC } from '../../trpc';
import { fieldErrorsOf } from '../../lib/trpc-errors';
import { messageOf, PRIMARY } from '../../components/ui/format';
import { companyPath } from './paths';
import { DialogFormActions } from '../../components/ui/DialogFormActions';

/** "New company": its name and country are enough; the new company's page opens for the rest. */
export function CompanyCreateDialog() {
  const { t } = useTranslation('admin-companies');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [countryId, setCountryId] = useState('');
  const options = useQuery({ ...trpc.admin.companies.options.queryOptions(), enabled: open });
  const create = useMutation(
    trpc.admin.companies.create.mutationOptions({
      onSuccess: async (created) => {
        setOpen(false);
        setName('');
        setCountryId('');
        await queryClient.invalidateQueries({ queryKey: trpc.admin.companies.pathKey() });
        navigate(companyPath(created.id));
      },
    }),
  );
  const errors = fieldErrorsOf(create.error);
  const general = create.error && Object.keys(errors).length === 0 ? messageOf(create.error) : undefined;
  return (
    <>
      <button type="button" className={PRIMARY} onClick={() => setOpen(true)} data-testid="company-create">
        <span aria-hidden="true">+ </span>
        {t('create.open')}
      </button>
      <Dialog open={open} onOpenChange={setOpen} title={t('create.title')}>
        <form
          noValidate
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            create.mutate({ name, countryId: Number(countryId) || 0 });
          }}
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
          {general && (
            <p role="alert" className="text-sm text-red-700">
              {general}
            </p>
          )}
          <DialogFormActions
            onCancel={() => setOpen(false)}
            cancelLabel={t('common.cancel')}
            submitLabel={t('create.confirm')}
            pendingLabel={t('common.saving')}
            pending={create.isPending}
          />
        </form>
      </Dialog>
    </>
  );
}
