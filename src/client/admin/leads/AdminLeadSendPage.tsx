import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import { useLocation } from 'wouter';
import { BackLink } from '../../components/record/RecordFrame';
import { ErrorSummary } from '../../components/form/ErrorSummary';
import { generalErrorOf } from '../../components/form/use-form-dialog';
import { SelectField } from '../../components/form/fields';
import { useTRPC } from '../../trpc';
import { fieldErrorsOf } from '../../lib/trpc-errors';
import { ProspectFields } from '../../portal/leads/ProspectFields';
import { useProspectForm } from '../../components/leads/use-prospect-form';
import { ADMIN_LEADS_PATH, adminLeadPath } from './paths';
import { companyChoices } from './company-choices';
import { PageHeading } from '../../components/ui/PageHeading';
import { Button } from '../../components/ui/Button';

/**
 * /admin/distributors/leads/send: a lead Voltara enters itself, offered to a company at once (with the deadline of the
 * settings and the "new lead" e-mail to its members) or kept with Voltara to route later.
 */
export function AdminLeadSendPage() {
  const { t } = useTranslation('admin-leads');
  const { t: words } = useTranslation('portal-leads');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const options = useQuery({ ...trpc.admin.leads.options.queryOptions(), staleTime: 10 * 60_000 });
  const prospect = useProspectForm(words('register.required'));
  const [companyId, setCompanyId] = useState('');
  const create = useMutation(
    trpc.admin.leads.create.mutationOptions({
      onSuccess: async ({ id }) => {
        await queryClient.invalidateQueries({ queryKey: trpc.admin.leads.list.queryKey() });
        navigate(adminLeadPath(id));
      },
    }),
  );
  const serverErrors = fieldErrorsOf(create.error);
  return (
    <div className="max-w-3xl space-y-5">
      <BackLink href={ADMIN_LEADS_PATH}>{t('detail.back')}</BackLink>
      <PageHeading title={t('send.title')} lead={t('send.description')} />
      <form
        noValidate
        className="space-y-4 rounded border border-slate-200 bg-white p-4 shadow-sm"
        onSubmit={(event) => {
          event.preventDefault();
          const input = prospect.checked();
          if (input) create.mutate({ ...input, companyId: companyId ? Number(companyId) : null });
        }}
      >
        <ErrorSummary errors={serverErrors} general={generalErrorOf(create.error, { failed: t('send.failed') })} />
        <ProspectFields form={prospect.form} onChange={prospect.onChange} errors={prospect.errorsWith(serverErrors)} options={options.data} />
        <SelectField label={t('send.company')} hint={t('send.companyHint')} value={companyId} error={serverErrors.companyId?.[0]} onChange={(event) => setCompanyId(event.target.value)} data-testid="send-company">
          <option value="">{t('send.keep')}</option>
          {companyChoices(options.data)}
        </SelectField>
        <div className="flex justify-end">
          <Button type="submit" pending={create.isPending}>
            {companyId ? t('send.submitOffer') : t('send.submitKeep')}
          </Button>
        </div>
      </form>
    </div>
  );
}
