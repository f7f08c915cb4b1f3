import { useId } from 'react';
import type { PortalLeadDetail, PortalLeadEvent } from '../../../shared/leads/leads.types';
import { useTranslation } from '../../lib/i18n-react';
import { useFormat } from '../../lib/use-format';
import { EmptyState } from '../ui/EmptyState';
import { Fact } from '../ui/Facts';

/** Whose words these parts speak: each area keeps its own namespace (the labels they share read alike in both). */
type LeadNamespace = 'portal-leads' | 'admin-leads';

type ProspectOfLead = Pick<PortalLeadDetail, 'contactName' | 'email' | 'telephone' | 'country' | 'productName' | 'value' | 'currency' | 'createdAt'>;

/**
 * The prospect's contact, what it is after and when it came: the facts the back office's lead page and the portal's
 * lead dialog both list, placed inside each one's own `Facts` among the facts that are theirs alone.
 */
export function LeadProspectFacts({ lead, namespace }: { lead: ProspectOfLead; namespace: LeadNamespace }) {
  const { t } = useTranslation(namespace);
  const format = useFormat();
  return (
    <>
      <Fact label={t('detail.contact')}>{lead.contactName}</Fact>
      <Fact label={t('detail.email')}>{lead.email ? <a className="text-navy-800 underline" href={`mailto:${lead.email}`}>{lead.email}</a> : null}</Fact>
      <Fact label={t('detail.telephone')}>{lead.telephone}</Fact>
      <Fact label={t('columns.country')}>{lead.country}</Fact>
      <Fact label={t('columns.product')}>{lead.productName}</Fact>
      <Fact label={t('columns.value')}>{lead.value > 0 ? format.money(lead.value, lead.currency, { dropZeroCents: true }) : null}</Fact>
      <Fact label={t('columns.received')}>{format.dateTime(lead.createdAt)}</Fact>
    </>
  );
}

interface HistoryProps<Event> {
  events: readonly Event[];
  /** A step in words: the back office names the company it concerned; a company reads only its own steps. */
  describe(event: Event): string;
  namespace: LeadNamespace;
  /** 2: a page's card (the back office's lead page); 3: under a dialog's title (the portal's lead dialog). */
  level: 2 | 3;
  testId: string;
}

/** A lead's history, oldest step first: what happened, when, who did it, and the reason given. */
export function LeadHistory<Event extends PortalLeadEvent>({ events, describe, namespace, level, testId }: HistoryProps<Event>) {
  const { t } = useTranslation(namespace);
  const format = useFormat();
  const headingId = useId();
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section aria-labelledby={headingId} className={level === 2 ? 'rounded border border-slate-200 bg-white p-4 shadow-sm' : undefined}>
      <Heading id={headingId} className={`${level === 2 ? 'text-lg ' : ''}font-semibold text-navy-900`}>
        {t('history.title')}
      </Heading>
      {events.length === 0 ? (
        <EmptyState className="mt-2">{t('history.empty')}</EmptyState>
      ) : (
        <ol className="mt-3 space-y-2 border-l-2 border-slate-200 pl-4" data-testid={testId}>
          {events.map((event, index) => (
            <li key={index} className="text-sm">
              <span className="font-medium text-slate-900">{describe(event)}</span>
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
