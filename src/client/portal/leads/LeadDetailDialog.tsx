import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import type { PortalLeadDetail } from '../../../shared/leads/leads.types';
import { Alert } from '../../components/ui/Alert';
import { Dialog } from '../../components/ui/Dialog';
import { Fact, Facts } from '../../components/ui/Facts';
import { focusKeyOf } from '../../components/ui/dialog-focus';
import { Loaded } from '../../components/ui/Loaded';
import { useTRPC } from '../../trpc';
import { fieldErrorsOf, httpStatusOf } from '../../lib/trpc-errors';
import { DeadlineText } from './DeadlineText';
import { useFormat } from '../../lib/use-format';
import { LeadHistory, LeadProspectFacts } from '../../components/leads/LeadRecord';
import { DecisionPanel } from './DecisionPanel';
import { StateBadge } from '../../components/ui/StateBadge';
import { PORTAL_LEAD_BADGES } from '../../components/ui/state-looks';

/**
 * One lead of the company (?lead={id}): its facts, how long is left, and what the member may do now: accept, or reject
 * with the reason, before the deadline; then mark it won, or lost with the reason. Its history is the company's own.
 */
export function LeadDetailDialog({ id, onClose, onDone }: { id: number; onClose(): void; onDone(message: string): void }) {
  const { t } = useTranslation('portal-leads');
  const trpc = useTRPC();
  const lead = useQuery(trpc.portal.leads.get.queryOptions({ id }));
  const title = lead.data?.prospectCompany ?? t('detail.title');
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={title}
      size="lg"
      // Opened from the URL (?lead=), it has no opener: focus goes to the lead's line in the list.
      returnFocusKey={focusKeyOf('lead', id)}
    >
      <Loaded query={lead} failed={httpStatusOf(lead.error) === 404 ? <span data-testid="lead-not-found">{t('detail.notFound')}</span> : undefined}>
        {(data) => <LeadDetail lead={data} receivedAt={lead.dataUpdatedAt} onClose={onClose} onDone={onDone} />}
      </Loaded>
    </Dialog>
  );
}

function LeadDetail({ lead, receivedAt, onClose, onDone }: { lead: PortalLeadDetail; receivedAt: number; onClose(): void; onDone(message: string): void }) {
  const { t } = useTranslation('portal-leads');
  const format = useFormat();
  return (
    <div className="space-y-6" data-testid="lead-detail">
      <div className="flex flex-wrap items-center gap-3">
        <StateBadge of={PORTAL_LEAD_BADGES} state={lead.status} />
        <span className="text-sm text-slate-600">{lead.ownRegistration ? t('detail.ownRegistration') : t('detail.fromVoltara')}</span>
      </div>
      {lead.status === 'review' && <Alert tone="info">{t('detail.underReview')}</Alert>}
      {lead.status === 'expired' && <Alert tone="info">{t('detail.expired')}</Alert>}
      {lead.contactHidden && lead.status === 'offered' && <p className="text-sm text-slate-600" data-testid="lead-contact-hidden">{t('detail.contactHidden')}</p>}
      <Facts>
        <LeadProspectFacts lead={lead} namespace="portal-leads" />
        {(lead.status === 'offered' || lead.status === 'expired') && (
          <Fact label={t('columns.deadline')}>
            <DeadlineText deadlineAt={lead.deadlineAt} serverNow={lead.now} receivedAt={receivedAt} />
          </Fact>
        )}
        {lead.allCompanies && <Fact label={t('columns.company')}>{lead.companyName}</Fact>}
        {lead.closedAt && <Fact label={t('detail.closedAt')}>{format.dateTime(lead.closedAt)}</Fact>}
      </Facts>
      {lead.message && (
        <div>
          <h3 className="text-sm font-medium text-slate-600">{t('detail.message')}</h3>
          <p className="mt-1 whitespace-pre-line text-slate-900">{lead.message}</p>
        </div>
      )}
      {lead.outcomeReason && (
        <div>
          <h3 className="text-sm font-medium text-slate-600">{t('detail.outcomeReason')}</h3>
          <p className="mt-1 whitespace-pre-line text-slate-900" data-testid="lead-outcome">
            {lead.outcomeReason}
          </p>
        </div>
      )}
      {lead.canAnswer && <AnswerPanel lead={lead} onClose={onClose} onDone={onDone} />}
      {lead.canClose && <ClosePanel lead={lead} onDone={onDone} />}
      <LeadHistory events={lead.events} describe={(event) => t(`events.${event.kind}`)} namespace="portal-leads" level={3} testId="lead-history-list" />
    </div>
  );
}

function useRefreshLeads() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: trpc.portal.leads.pathKey() });
}

/** Accept, or reject with the reason (required): before the deadline only; the server refuses a late or second answer. */
function AnswerPanel({ lead, onClose, onDone }: { lead: PortalLeadDetail; onClose(): void; onDone(message: string): void }) {
  const { t } = useTranslation('portal-leads');
  const trpc = useTRPC();
  const refresh = useRefreshLeads();
  const accept = useMutation(
    trpc.portal.leads.accept.mutationOptions({
      onSuccess: async () => {
        onDone(t('answer.accepted', { prospect: lead.prospectCompany }));
        await refresh();
      },
      onError: () => refresh(),
    }),
  );
  const reject = useMutation(
    trpc.portal.leads.reject.mutationOptions({
      onSuccess: async () => {
        onDone(t('answer.rejected', { prospect: lead.prospectCompany }));
        onClose();
        await refresh();
      },
      onError: () => refresh(),
    }),
  );
  const reasonError = fieldErrorsOf(reject.error).reason?.[0];
  return (
    <DecisionPanel
      title={t('answer.title')}
      hint={t('answer.hint')}
      tone="amber"
      failure={accept.error ?? (reasonError ? null : reject.error)}
      pending={accept.isPending || reject.isPending}
      go={{ label: t('answer.accept'), testId: 'lead-accept', busy: accept.isPending, onClick: () => accept.mutate({ id: lead.id }) }}
      decline={{ label: t('answer.reject'), testId: 'lead-reject-open' }}
      reason={{ label: t('answer.reason'), requiredMessage: t('answer.reasonRequired'), serverError: reasonError, testId: 'lead-reject-reason' }}
      send={{ label: t('answer.confirmReject'), testId: 'lead-reject', busy: reject.isPending }}
      onDecline={(reason) => reject.mutate({ id: lead.id, reason })}
    />
  );
}

/** An accepted lead's outcome: won, or lost with the reason. */
function ClosePanel({ lead, onDone }: { lead: PortalLeadDetail; onDone(message: string): void }) {
  const { t } = useTranslation('portal-leads');
  const trpc = useTRPC();
  const refresh = useRefreshLeads();
  const close = useMutation(
    trpc.portal.leads.close.mutationOptions({
      onSuccess: async (answer) => {
        onDone(t(answer.status === 'won' ? 'outcome.won' : 'outcome.lost', { prospect: lead.prospectCompany }));
        await refresh();
      },
    }),
  );
  const reasonError = fieldErrorsOf(close.error).reason?.[0];
  return (
    <DecisionPanel
      title={t('outcome.title')}
      tone="sky"
      failure={reasonError ? null : close.error}
      pending={close.isPending}
      go={{ label: t('outcome.markWon'), testId: 'lead-won', busy: close.isPending, onClick: () => close.mutate({ id: lead.id, outcome: 'won' }) }}
      decline={{ label: t('outcome.markLost'), testId: 'lead-lost-open' }}
      reason={{ label: t('outcome.reason'), requiredMessage: t('outcome.reasonRequired'), serverError: reasonError, testId: 'lead-lost-reason' }}
      send={{ label: t('outcome.confirmLost'), testId: 'lead-lost', busy: close.isPending }}
      onDecline={(reason) => close.mutate({ id: lead.id, outcome: 'lost', reason })}
    />
  );
}
