import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import { useLocation, useSearchParams } from 'wouter';
import { useTRPC } from '../../trpc';
import { fieldErrorsOf } from '../../lib/trpc-errors';
import { MessageForm } from '../../portal/messages/MessageForm';
import { INPUT, LABEL } from '../../components/ui/format';
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
  const id = useId();
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
      <div className="space-y-1">
        <label htmlFor={`${id}-company`} className={LABEL}>
          {t('send.company')}
          <span className="text-red-700" aria-hidden="true">
            {' '}
            *
          </span>
        </label>
        <select
          id={`${id}-company`}
          className={INPUT}
          value={companyId}
          required
          onChange={(event) => setCompanyId(event.target.value)}
          aria-invalid={companyError ? true : undefined}
          aria-describedby={companyError ? `${id}-company-error` : undefined}
          data-testid="send-company"
        >
          <option value="">{t('send.chooseCompany')}</option>
          {companies.data?.map((company) => (
            <option key={company.id} value={company.id}>
              {company.name}
            </option>
          ))}
        </select>
        {companyError && (
          <p id={`${id}-company-error`} className="text-sm text-red-700">
            {companyError}
          </p>
        )}
      </div>
      <MessageForm
        withSubject
        testId="send-form"
        labels={{
          subject: t('form.subject'),
          body: t('form.body'),
          bodyHint: t('form.bodyHint'),
          submit: t('send.submit'),
          sending: t('form.sending'),
          sent: t('form.sent'),
          failed: t('common.saveFailed'),
        }}
        pending={send.isPending}
        error={send.error}
        sent={false}
        onSend={(message) => send.mutate({ companyId: Number(companyId) || 0, ...message })}
      />
    </div>
  );
}
