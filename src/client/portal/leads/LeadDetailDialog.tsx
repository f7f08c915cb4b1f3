import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import type { PortalLeadDetail } from '../../../shared/leads/leads.types';
import { Alert } from '../../components/ui/Alert';
import { Dialog } from '../../components/ui/Dialog';
import { Fact, Facts } from '../../components/ui/Facts';
import { focusKeyOf } from '../../components/ui/dialog-focus';
import { Spinner } from '../../components/ui/Spinner';
import { useTRPC } from '../../trpc';
import { fieldErrorsOf, httpStatusOf } from '../../lib/trpc-errors';
import { DeadlineText } from './DeadlineText';
import { ReasonField } from './ReasonField';
import { LeadStatusBadge } from './StatusBadge';
import { useFormat } from '../../lib/use-format';
import { DialogFormActions } from '../../components/ui/DialogFormActions';
import { PRIMARY, OUTLINE } from '../../components/ui/format';

/** The server's sentence for a refusal it explains (404, 409, 403); a general one for anything else. */
function refusalOf(error: unknown, fallback: string): string {
  const status = httpStatusOf(error);
  return error instanceof Error && (status === 404 || status === 409 || status === 403) ? error.message : fallback;
}

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
      {lead.isPending ? (
        <Spinner />
      ) : !lead.data ? (
        <div data-testid="lead-not-found">
          <Alert tone="error">{httpStatusOf(lead.error) === 404 ? t('detail.notFound') : t('detail.loadError')}</Alert>
        </div>
      ) : (
        <LeadDetail lead={lead.data} receivedAt={lead.dataUpdatedAt} onClose={onClose} onDone={onDone} />
      )}
    </Dialog>
  );
}

function LeadDetail({ lead, receivedAt, onClose, onDone }: { lead: PortalLeadDetail; receivedAt: number; onClose(): void; onDone(message: string): void }) {
  const { t } = useTranslation('portal-leads');
  const format = useFormat();
  return (
    <div className="space-y-6" data-testid="lead-detail">
      <div className="flex flex-wrap items-center gap-3">
        <LeadStatusBadge status={lead.status} />
        <span className="text-sm text-slate-600">{lead.ownRegistration ? t('detail.ownRegistration') : t('detail.fromVoltara')}</span>
      </div>
      {lead.status === 'review' && <Alert tone="info">{t('detail.underReview')}</Alert>}
      {lead.status === 'expired' && <Alert tone="info">{t('detail.expired')}</Alert>}
      {lead.contactHidden && lead.status === 'offered' && <p className="text-sm text-slate-600" data-testid="lead-contact-hidden">{t('detail.contactHidden')}</p>}
      <Facts>
        <Fact label={t('detail.contact')}>{lead.contactName}</Fact>
        <Fact label={t('detail.email')}>{lead.email ? <a className="text-navy-800 underline" href={`mailto:${lead.email}`}>{lead.email}</a> : null}</Fact>
        <Fact label={t('detail.telephone')}>{lead.telephone}</Fact>
        <Fact label={t('columns.country')}>{lead.country}</Fact>
        <Fact label={t('columns.product')}>{lead.productName}</Fact>
        <Fact label={t('columns.value')}>{lead.value > 0 ? format.money(lead.value, lead.currency, { dropZeroCents: true }) : null}</Fact>
        <Fact label={t('columns.received')}>{format.dateTime(lead.createdAt)}</Fact>
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
      <History lead={lead} />
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
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
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
  const failed = accept.error ?? (reject.error && !fieldErrorsOf(reject.error).reason ? reject.error : null);
  const reasonError = missing ? t('answer.reasonRequired') : fieldErrorsOf(reject.error).reason?.[0];
  const pending = accept.isPending || reject.isPending;
  return (
    <section aria-labelledby="lead-answer" className="rounded border border-amber-200 bg-amber-50/50 p-4">
      <h3 id="lead-answer" className="font-semibold text-navy-900">
        {t('answer.title')}
      </h3>
      <p className="mt-1 text-sm text-slate-700">{t('answer.hint')}</p>
      {failed && (
        <div className="mt-3">
          <Alert tone="error">{refusalOf(failed, t('answer.failed'))}</Alert>
        </div>
      )}
      {!rejecting ? (
        <div className="mt-4 flex flex-wrap gap-3">
          <button type="button" className={PRIMARY} disabled={pending} aria-busy={accept.isPending} onClick={() => accept.mutate({ id: lead.id })} data-testid="lead-accept">
            {t('answer.accept')}
          </button>
          <button type="button" className={OUTLINE} disabled={pending} onClick={() => setRejecting(true)} data-testid="lead-reject-open">
            {t('answer.reject')}
          </button>
        </div>
      ) : (
        <form
          noValidate
          className="mt-4 space-y-3"
          onSubmit={(event) => {
            event.preventDefault();
            const empty = reason.trim() === '';
            setMissing(empty);
            if (!empty) reject.mutate({ id: lead.id, reason: reason.trim() });
          }}
        >
          <ReasonField label={t('answer.reason')} value={reason} onChange={setReason} error={reasonError} required testId="lead-reject-reason" />
          <DialogFormActions
            onCancel={() => setRejecting(false)}
            cancelLabel={t('answer.cancel')}
            submitLabel={t('answer.confirmReject')}
            pending={reject.isPending}
            disabled={pending}
            submitTestId="lead-reject"
          />
        </form>
      )}
    </section>
  );
}

/** An accepted lead's outcome: won, or lost with the reason. */
function ClosePanel({ lead, onDone }: { lead: PortalLeadDetail; onDone(message: string): void }) {
  const { t } = useTranslation('portal-leads');
  const trpc = useTRPC();
  const refresh = useRefreshLeads();
  const [losing, setLosing] = useState(false);
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const close = useMutation(
    trpc.portal.leads.close.mutationOptions({
      onSuccess: async (answer) => {
        onDone(t(answer.status === 'won' ? 'outcome.won' : 'outcome.lost', { prospect: lead.prospectCompany }));
        await refresh();
      },
    }),
  );
  const reasonError = missing ? t('outcome.reasonRequired') : fieldErrorsOf(close.error).reason?.[0];
  return (
    <section aria-labelledby="lead-outcome-title" className="rounded border border-sky-200 bg-sky-50/50 p-4">
      <h3 id="lead-outcome-title" className="font-semibold text-navy-900">
        {t('outcome.title')}
      </h3>
      {close.error && !fieldErrorsOf(close.error).reason && (
        <div className="mt-3">
          <Alert tone="error">{refusalOf(close.error, t('answer.failed'))}</Alert>
        </div>
      )}
      {!losing ? (
        <div className="mt-4 flex flex-wrap gap-3">
          <button type="button" className={PRIMARY} disabled={close.isPending} onClick={() => close.mutate({ id: lead.id, outcome: 'won' })} data-testid="lead-won">
            {t('outcome.markWon')}
          </button>
          <button type="button" className={OUTLINE} disabled={close.isPending} onClick={() => setLosing(true)} data-testid="lead-lost-open">
            {t('outcome.markLost')}
          </button>
        </div>
      ) : (
        <form
          noValidate
          className="mt-4 space-y-3"
          onSubmit={(event) => {
            event.preventDefault();
            const empty = reason.trim() === '';
            setMissing(empty);
            if (!empty) close.mutate({ id: lead.id, outcome: 'lost', reason: reason.trim() });
          }}
        >
          <ReasonField label={t('outcome.reason')} value={reason} onChange={setReason} error={reasonError} required testId="lead-lost-reason" />
          <DialogFormActions
            onCancel={() => setLosing(false)}
            cancelLabel={t('answer.cancel')}
            submitLabel={t('outcome.confirmLost')}
            pending={close.isPending}
            submitTestId="lead-lost"
          />
        </form>
      )}
    </section>
  );
}

function History({ lead }: { lead: PortalLeadDetail }) {
  const { t } = useTranslation('portal-leads');
  const format = useFormat();
  return (
    <section aria-labelledby="lead-history">
      <h3 id="lead-history" className="font-semibold text-navy-900">
        {t('history.title')}
      </h3>
      {lead.events.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{t('history.empty')}</p>
      ) : (
        <ol className="mt-2 space-y-2 border-l-2 border-slate-200 pl-4" data-testid="lead-history-list">
          {lead.events.map((event, index) => (
            <li key={index} className="text-sm">
              <span className="font-medium text-slate-900">{t(`events.${event.kind}`)}</span>
              <span className="text-slate-600">
                {' · '}
                <time dateTime={event.at}>{format.dateTime(event.at)}</time>
                {event.actorName ? ` · ${event.actorName}` : ''}
              </span>
              {event.reason && <p className="mt-0.5 whitespace-pre-line text-slate-700">{event.reason}</p>}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
