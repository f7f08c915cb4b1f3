import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import { useLocation, useSearchParams } from 'wouter';
import { useTRPC } from '../../trpc';
import { fieldErrorsOf } from '../../lib/trpc-errors';
import { MessageForm } from '../../portal/messages/MessageForm';
import { SelectField } from '../../components/form/fields';
import { PartnerHeader } from './PartnerTabs';
import { messageAdminPath } from './paths';

/**
 * /admin/distributors/messages/send: a new message from Voltara to one company. Its members are e-mailed in their own
 * languages; the new thread opens once sent.
 */
export function MessageSendPage() {
  const { t } = useTranslation('admin-news');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const [search] = useSearchParams();
  const [companyId, setCompanyId] = useState(() => search.get('company') ?? '');
  const companies = useQuery(trpc.admin.messages.companies.queryOptions());
  const send = useMutation(
    trpc.admin.messages.send.mutationOptions({
      onSuccess: async (sent) => {
        await queryClient.invalidateQueries({ queryKey: trpc.admin.messages.pathKey() });
        navigate(`${messageAdminPath(sent.thread.id)}?emailed=${sent.emailed}`);
      },
    }),
  );
  const companyError = fieldErrorsOf(send.error).companyId?.[0];
  return (
    <div className="max-w-3xl space-y-5">
      <PartnerHeader title={t('send.title')} description={t('send.description')} />
      <SelectField label={t('send.company')} value={companyId} required onChange={(event) => setCompanyId(event.target.value)} error={companyError} data-testid="send-company">
        <option value="">{t('send.chooseCompany')}</option>
        {companies.data?.map((company) => (
          <option key={company.id} value={company.id}>
            {company.name}
          </option>
        ))}
      </SelectField>
      <MessageForm
        withSubject
        testId="send-form"
        namespace="admin-news"
        labels={{ submit: t('send.submit'), failed: t('common.saveFailed') }}
        pending={send.isPending}
        error={send.error}
        sent={false}
        onSend={(message) => send.mutate({ companyId: Number(companyId) || 0, ...message })}
      />
    </div>
  );
}
