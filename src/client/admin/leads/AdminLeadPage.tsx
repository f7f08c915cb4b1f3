import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import { Link } from 'wouter';
import type { AdminLeadDetail, AdminLeadOptions } from '../../../shared/leads/leads.types';
import { Alert } from '../../components/ui/Alert';
import { SelectField } from '../../components/form/fields';
import { BackLink, RecordFrame } from '../../components/record/RecordFrame';
import { Fact, Facts } from '../../components/ui/Facts';
import type { AreaProps } from '../../router/area-props';
import { useTRPC } from '../../trpc';
import { fieldErrorsOf } from '../../lib/trpc-errors';
import { DeadlineText } from '../../portal/leads/DeadlineText';
import { recordIdOf } from '../../lib/record-id';
import { ReasonForm } from '../../components/form/ReasonForm';
import { LEAD_REASON_MAX } from '../../../shared/leads/leads.schema';
import { LeadHistory, LeadProspectFacts } from '../../components/leads/LeadRecord';
import { ADMIN_LEADS_PATH, adminLeadPath } from './paths';
import { companyChoices } from './company-choices';
import { useFormat } from '../../lib/use-format';
import { messageOf } from '../../components/ui/format';
import { Button } from '../../components/ui/Button';
import { Panel } from '../../components/ui/Panel';
import { PageHeading } from '../../components/ui/PageHeading';
import { StateBadge } from '../../components/ui/StateBadge';
import { LEAD_STATUS_BADGES } from '../../components/ui/state-looks';

/** /admin/distributors/leads/{id}: the lead, its whole history, routing and reassigning it, and resolving a conflict. */
export function AdminLeadPage({ params }: AreaProps) {
  const { t } = useTranslation('admin-leads');
  const trpc = useTRPC();
  const id = recordIdOf(params.id);
  const lead = useQuery({ ...trpc.admin.leads.get.queryOptions({ id: id ?? 0 }), enabled: id !== null });
  const options = useQuery({ ...trpc.admin.leads.options.queryOptions(), staleTime: 10 * 60_000 });
  const [notice, setNotice] = useState('');
  const back = <BackLink href={ADMIN_LEADS_PATH}>{t('detail.back')}</BackLink>;
  return (
    <RecordFrame valid={id !== null} query={lead} back={back} notFound={t('detail.notFound')}>
      {(data) => (
        <div className="space-y-6" data-testid="admin-lead">
          {back}
          <PageHeading
            title={
              <>
                {data.prospectCompany}
                <StateBadge of={LEAD_STATUS_BADGES} state={data.status} />
                <span className="text-sm font-normal text-slate-600 tabular">{t('ref', { id: data.id })}</span>
              </>
            }
          />
          {notice && <Alert tone="success">{notice}</Alert>}
          <LeadFacts lead={data} receivedAt={lead.dataUpdatedAt} />
          {data.status === 'conflict' || data.status === 'review' ? (
            <ResolvePanel lead={data} options={options.data} onDone={setNotice} />
          ) : data.status !== 'won' && data.status !== 'lost' ? (
            <RoutePanel lead={data} options={options.data} onDone={setNotice} />
          ) : null}
          <LeadHistory events={data.events} describe={(event) => t(`events.${event.kind}`, { company: event.companyName || t('voltara') })} namespace="admin-leads" level={2} testId="admin-lead-history" />
        </div>
      )}
    </RecordFrame>
  );
}

/** The lead at a glance: whose it is, where it came from, the prospect's contact, and its dates. */
function LeadFacts({ lead, receivedAt }: { lead: AdminLeadDetail; receivedAt: number }) {
  const { t } = useTranslation('admin-leads');
  const format = useFormat();
  return (
    <section className="rounded border border-slate-200 bg-white p-4 shadow-sm">
      <Facts layout="grid" testId="admin-lead-facts">
        <Fact label={t('columns.company')}>{lead.companyName || t('voltara')}</Fact>
        <Fact label={t('detail.source')}>
          {t(`sources.${lead.source}`)}
          {lead.registeredByCompanyName ? ` · ${lead.registeredByCompanyName}` : ''}
        </Fact>
        <Fact label={t('columns.deadline')}>
          {lead.status === 'offered' ? <DeadlineText deadlineAt={lead.deadlineAt} serverNow={lead.now} receivedAt={receivedAt} /> : null}
        </Fact>
        <LeadProspectFacts lead={lead} namespace="admin-leads" />
        {lead.enquiryId !== null && (
          <Fact label={t('detail.enquiry')}>
            <Link href={`/admin/enquiries/${lead.enquiryId}`} className="text-navy-800 underline">
              {t('detail.enquiryRef', { id: lead.enquiryId })}
            </Link>
          </Fact>
        )}
        {lead.closedAt && <Fact label={t('detail.closedAt')}>{format.dateTime(lead.closedAt)}</Fact>}
      </Facts>
      {lead.message && <p className="mt-4 whitespace-pre-line text-slate-900">{lead.message}</p>}
      {lead.outcomeReason && (
        <p className="mt-4 text-slate-800">
          <span className="font-medium">{t('detail.outcomeReason')}: </span>
          {lead.outcomeReason}
        </p>
      )}
    </section>
  );
}

function useRefresh() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: trpc.admin.leads.pathKey() });
}

/** Offer the lead to a company (a new deadline, the "new lead" e-mail), reassign it, or take it back to Voltara. */
function RoutePanel({ lead, options, onDone }: { lead: AdminLeadDetail; options: AdminLeadOptions | undefined; onDone(message: string): void }) {
  const { t } = useTranslation('admin-leads');
  const trpc = useTRPC();
  const refresh = useRefresh();
  const [companyId, setCompanyId] = useState('');
  const route = useMutation(
    trpc.admin.leads.route.mutationOptions({
      onSuccess: async (_answer, input) => {
        const name = options?.companies.find((company) => company.id === input.companyId)?.name ?? '';
        onDone(input.companyId === null ? t('route.unassigned') : t('route.done', { company: name }));
        setCompanyId('');
        await refresh();
      },
    }),
  );
  const errors = fieldErrorsOf(route.error);
  return (
    <Panel id="lead-route" title={lead.companyId === null ? t('route.title') : t('route.reassignTitle')}>
      <p className="mt-1 text-sm text-slate-600">{t('route.hint')}</p>
      {route.error && !errors.companyId && (
        <div className="mt-3">
          <Alert tone="error">{messageOf(route.error)}</Alert>
        </div>
      )}
      <form
        noValidate
        className="mt-4 flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          if (companyId) route.mutate({ id: lead.id, companyId: Number(companyId) });
        }}
      >
        <div className="min-w-64 flex-1">
          <SelectField label={t('route.company')} value={companyId} error={errors.companyId?.[0]} onChange={(event) => setCompanyId(event.target.value)} data-testid="route-company">
            <option value="">{t('route.choose')}</option>
            {companyChoices(options)}
          </SelectField>
        </div>
        <Button type="submit" disabled={!companyId || route.isPending} data-testid="route-submit">
          {t('route.submit')}
        </Button>
        {lead.companyId !== null && (
          <Button look="outline" disabled={route.isPending} onClick={() => route.mutate({ id: lead.id, companyId: null })}>
            {t('route.takeBack')}
          </Button>
        )}
      </form>
    </Panel>
  );
}

/**
 * A partner's registration waiting for Voltara: a conflict shows both sides; either way, give it to one company
 * (confirm it), or close it with the reason its registrant reads.
 */
function ResolvePanel({ lead, options, onDone }: { lead: AdminLeadDetail; options: AdminLeadOptions | undefined; onDone(message: string): void }) {
  const { t } = useTranslation('admin-leads');
  const trpc = useTRPC();
  const refresh = useRefresh();
  const [companyId, setCompanyId] = useState(lead.companyId ? String(lead.companyId) : '');
  const resolve = useMutation(
    trpc.admin.leads.resolve.mutationOptions({
      onSuccess: async (_answer, input) => {
        onDone(input.action === 'close' ? t('resolve.closed') : lead.status === 'conflict' ? t('resolve.given') : t('resolve.confirmed'));
        await refresh();
      },
    }),
  );
  const errors = fieldErrorsOf(resolve.error);
  return (
    <section aria-labelledby="lead-resolve" className="rounded border border-violet-200 bg-violet-50/50 p-4" data-testid="resolve-panel">
      <h2 id="lead-resolve" className="text-lg font-semibold text-navy-900">
        {lead.status === 'conflict' ? t('resolve.title') : t('resolve.confirmTitle')}
      </h2>
      {!lead.conflictWith && <p className="mt-1 text-sm text-slate-700">{t('resolve.noCollision')}</p>}
      {lead.conflictWith && (
        <p className="mt-1 text-sm text-slate-700">
          {t('resolve.collides', { company: lead.conflictWith.companyName || t('voltara'), status: t(`statuses.${lead.conflictWith.status}`) })}{' '}
          <Link href={adminLeadPath(lead.conflictWith.id)} className="font-semibold text-navy-800 underline">
            {lead.conflictWith.prospectCompany} ({t('ref', { id: lead.conflictWith.id })})
          </Link>
        </p>
      )}
      {resolve.error && Object.keys(errors).length === 0 && (
        <div className="mt-3">
          <Alert tone="error">{messageOf(resolve.error)}</Alert>
        </div>
      )}
      <div className="mt-4 grid gap-6 lg:grid-cols-2">
        <form
          noValidate
          className="space-y-3"
          onSubmit={(event) => {
            event.preventDefault();
            if (companyId) resolve.mutate({ id: lead.id, action: 'give', companyId: Number(companyId) });
          }}
        >
          <SelectField label={t('resolve.giveTo')} value={companyId} error={errors.companyId?.[0]} onChange={(event) => setCompanyId(event.target.value)}>
            <option value="">{t('route.choose')}</option>
            {companyChoices(options)}
          </SelectField>
          <Button type="submit" disabled={!companyId || resolve.isPending} data-testid="resolve-give">
            {t('resolve.give')}
          </Button>
        </form>
        <ReasonForm
          className="space-y-3"
          maxLength={LEAD_REASON_MAX}
          label={t('resolve.reason')}
          requiredMessage={t('resolve.reasonRequired')}
          serverError={errors.reason?.[0]}
          onSubmit={(reason) => resolve.mutate({ id: lead.id, action: 'close', reason })}
        >
          <Button type="submit" look="outline" disabled={resolve.isPending} data-testid="resolve-close">
            {t('resolve.close')}
          </Button>
        </ReasonForm>
      </div>
    </section>
  );
}
