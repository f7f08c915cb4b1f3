import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import { BackLink, RecordFrame, RecordHeading } from '../../components/record/RecordFrame';
import type { AreaProps } from '../../router/area-props';
import { useTRPC } from '../../trpc';
import { ApproveApplicationPanel } from '../companies/ApproveApplicationPanel';
import { DetailsRows } from './DetailsRows';
import { ConsentList, InstrumentRow, ProductFacts, SenderFacts } from './EnquiryFacts';
import { EnquiryHistory } from './EnquiryHistory';
import { HandlingPanel } from './HandlingPanel';
import { NotSpamPanel } from './NotSpamPanel';
import { ReplyForm } from './ReplyForm';
import { Section } from './Section';
import { StatusBadge } from './StatusBadge';
import { useFormat } from '../../lib/use-format';
import { recordIdOf } from '../../lib/record-id';
import { useFeedback } from '../../components/ui/use-feedback';

/** The database ids the page shows as links (a booked instrument's serialId) are left out of the form's answers. */
const withoutLinks = (details: Record<string, unknown>) => Object.fromEntries(Object.entries(details).filter(([key]) => key !== 'serialId'));

/**
 * /admin/enquiries/{id}: everything the visitor sent (the common fields, the form's own answers, the product, the
 * consents with their times), and the work on it: assignment, done or reopened, replies, and the history.
 */
export function EnquiryPage({ params }: AreaProps) {
  // admin-companies too: a dealer application's page shows the approval panel.
  const { t } = useTranslation(['admin-enquiries', 'admin-companies']);
  const trpc = useTRPC();
  const { dateTime } = useFormat();
  const id = recordIdOf(params.id);
  const enquiry = useQuery({ ...trpc.admin.enquiries.get.queryOptions({ id: id ?? 0 }), enabled: id !== null });
  const { feedback, view } = useFeedback('enquiry-status');

  const back = <BackLink href="/admin/enquiries">{t('detail.back')}</BackLink>;
  return (
    <RecordFrame valid={id !== null} query={enquiry} back={back} notFound={t('detail.notFound')} loadFailed={t('detail.failed')}>
      {(data) => (
        <div className="space-y-5">
          {back}
          <RecordHeading
            title={
              <>
                {t(`kinds.${data.kind}`, { defaultValue: data.kind })} {t('ref', { id: data.id })}
                <StatusBadge status={data.status} />
              </>
            }
            lead={
              <>
                {t('detail.received', { when: dateTime(data.createdAt) })}
                {data.assignee ? ` · ${t('actions.assignee')}: ${data.assignee.name}` : ''}
              </>
            }
          />
          {view}
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
      )}
    </RecordFrame>
  );
}
