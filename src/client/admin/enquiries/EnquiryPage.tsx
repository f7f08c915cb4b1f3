import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import { Link } from 'wouter';
import { Alert } from '../../components/ui/Alert';
import { Spinner } from '../../components/ui/Spinner';
import type { AreaProps } from '../../router/area-props';
import { useTRPC } from '../../trpc';
import { httpStatusOf } from '../../lib/trpc-errors';
import { ApproveApplicationPanel } from '../companies/ApproveApplicationPanel';
import { DetailsRows } from './DetailsRows';
import { ConsentList, InstrumentRow, ProductFacts, SenderFacts } from './EnquiryFacts';
import { EnquiryHistory } from './EnquiryHistory';
import { HandlingPanel, type Feedback } from './HandlingPanel';
import { NotSpamPanel } from './NotSpamPanel';
import { ReplyForm } from './ReplyForm';
import { Section } from './Section';
import { StatusBadge } from './StatusBadge';
import { useFormat } from '../../lib/use-format';
import { messageOf } from '../../components/ui/format';

/** The database ids the page shows as links (a booked instrument's serialId) are left out of the form's answers. */
const withoutLinks = (details: Record<string, unknown>) => Object.fromEntries(Object.entries(details).filter(([key]) => key !== 'serialId'));

/** An id in the address that no enquiry can have is answered like an unknown one, without asking the server. */
function enquiryId(raw: string | undefined): number | null {
  return raw && /^\d{1,15}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
}

/**
 * /admin/enquiries/{id}: everything the visitor sent (the common fields, the form's own answers, the product, the
 * consents with their times), and the work on it: assignment, done or reopened, replies, and the history.
 */
export function EnquiryPage({ params }: AreaProps) {
  // admin-companies too: a dealer application's page shows the approval panel.
  const { t } = useTranslation(['admin-enquiries', 'admin-companies']);
  const trpc = useTRPC();
  const { dateTime } = useFormat();
  const id = enquiryId(params.id);
  const enquiry = useQuery({ ...trpc.admin.enquiries.get.queryOptions({ id: id ?? 0 }), enabled: id !== null });
  const [status, setStatus] = useState('');
  const [failure, setFailure] = useState('');
  const feedback: Feedback = {
    done(message) {
      setFailure('');
      setStatus(message);
    },
    failed(error) {
      setStatus('');
      setFailure(messageOf(error));
    },
  };

  const back = (
    <Link href="/admin/enquiries" className="text-sm font-semibold text-navy-800 underline hover:text-navy-900">
      <span aria-hidden="true">← </span>
      {t('detail.back')}
    </Link>
  );
  if (id !== null && enquiry.isPending) return <Spinner />;
  if (id === null || !enquiry.data) {
    const missing = id === null || httpStatusOf(enquiry.error) === 404;
    return (
      <div className="space-y-4">
        {back}
        <Alert tone="error">{missing ? t('detail.notFound') : t('detail.failed')}</Alert>
      </div>
    );
  }
  const data = enquiry.data;

  return (
    <div className="space-y-5">
      {back}
      <div>
        <h1 className="flex flex-wrap items-center gap-3 text-2xl font-bold text-navy-900">
          {t(`kinds.${data.kind}`, { defaultValue: data.kind })} {t('ref', { id: data.id })}
          <StatusBadge status={data.status} />
        </h1>
        <p className="mt-1 text-slate-600">
          {t('detail.received', { when: dateTime(data.createdAt) })}
          {data.assignee ? ` · ${t('actions.assignee')}: ${data.assignee.name}` : ''}
        </p>
      </div>
      <div role="status" aria-live="polite">
        {status && (
          <p className="rounded border border-green-300 bg-green-50 px-4 py-3 text-sm text-green-800" data-testid="enquiry-status">
            {status}
          </p>
        )}
      </div>
      {failure && <Alert tone="error">{failure}</Alert>}
      <div className="grid grid-cols-1 gap-5 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="space-y-5">
          <Section id="sender-heading" title={t('detail.sender')}>
            <SenderFacts enquiry={data} />
          </Section>
          <Section id="message-heading" title={t('detail.message')}>
            {data.message ? (
              <p className="whitespace-pre-line break-words" data-testid="enquiry-message">{data.message}</p>
            ) : (
              <p className="text-slate-600">{t('detail.noMessage')}</p>
            )}
          </Section>
          {data.product && (
            <Section id="product-heading" title={t('detail.product')}>
              <ProductFacts product={data.product} />
            </Section>
          )}
          <Section id="details-heading" title={t('detail.details')}>
            <DetailsRows details={withoutLinks(data.details)} first={data.instrument && <InstrumentRow instrument={data.instrument} />} />
          </Section>
          <Section id="consents-heading" title={t('detail.consents')}>
            <ConsentList consents={data.consents} />
          </Section>
        </div>
        <div className="space-y-5">
          {/* A form caught as spam is only taken back ("not spam"); the server refuses the other actions on it. */}
          {data.kind === 'dealer-application' && data.status !== 'spam' && (
            <Section id="application-heading" title={t('approveApplication', { ns: 'admin-companies' })}>
              <ApproveApplicationPanel enquiryId={data.id} feedback={feedback} />
            </Section>
          )}
          <Section id="handling-heading" title={t('actions.title')}>
            {data.status === 'spam' ? (
              <NotSpamPanel enquiry={data} feedback={feedback} />
            ) : (
              <HandlingPanel key={`${data.assignee?.id ?? ''}-${data.status}`} enquiry={data} feedback={feedback} />
            )}
          </Section>
          {data.status !== 'spam' && (
            <Section id="reply-heading" title={t('reply.title')}>
              <ReplyForm enquiry={data} feedback={feedback} />
            </Section>
          )}
          <Section id="history-heading" title={t('history.title')}>
            <EnquiryHistory events={data.history} />
          </Section>
        </div>
      </div>
    </div>
  );
}
