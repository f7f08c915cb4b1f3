import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import { BackLink, RecordFrame } from '../../components/record/RecordFrame';
import { PageHeading } from '../../components/ui/PageHeading';
import type { AreaProps } from '../../router/area-props';
import { useTRPC } from '../../trpc';
import { ApproveApplicationPanel } from '../companies/ApproveApplicationPanel';
import { DetailsRows } from './DetailsRows';
import { ConsentList, InstrumentRow, ProductFacts, SenderFacts } from './EnquiryFacts';
import { EnquiryHistory } from './EnquiryHistory';
import { HandlingPanel } from './HandlingPanel';
import { NotSpamPanel } from './NotSpamPanel';
import { ReplyForm } from './ReplyForm';
import { Panel } from '../../components/ui/Panel';
import { useFormat } from '../../lib/use-format';
import { recordIdOf } from '../../lib/record-id';
import { useFeedback } from '../../components/ui/use-feedback';
import { StateBadge } from '../../components/ui/StateBadge';
import { ENQUIRY_STATUS_BADGES } from '../../components/ui/state-looks';

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
    <RecordFrame valid={id !== null} query={enquiry} back={back} notFound={t('detail.notFound')}>
      {(data) => (
        <div className="space-y-5">
          {back}
          <PageHeading
            title={
              <>
                {t(`kinds.${data.kind}`, { defaultValue: data.kind })} {t('ref', { id: data.id })}
                <StateBadge of={ENQUIRY_STATUS_BADGES} state={data.status} />
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
              <Panel id="sender" title={t('detail.sender')}>
                <SenderFacts enquiry={data} />
              </Panel>
              <Panel id="message" title={t('detail.message')}>
                {data.message ? (
                  <p className="whitespace-pre-line break-words" data-testid="enquiry-message">{data.message}</p>
                ) : (
                  <p className="text-slate-600">{t('detail.noMessage')}</p>
                )}
              </Panel>
              {data.product && (
                <Panel id="product" title={t('detail.product')}>
                  <ProductFacts product={data.product} />
                </Panel>
              )}
              <Panel id="details" title={t('detail.details')}>
                <DetailsRows details={withoutLinks(data.details)} first={data.instrument && <InstrumentRow instrument={data.instrument} />} />
              </Panel>
              <Panel id="consents" title={t('detail.consents')}>
                <ConsentList consents={data.consents} />
              </Panel>
            </div>
            <div className="space-y-5">
              {/* A form caught as spam is only taken back ("not spam"); the server refuses the other actions on it. */}
              {data.kind === 'dealer-application' && data.status !== 'spam' && (
                <Panel id="application" title={t('approveApplication', { ns: 'admin-companies' })}>
                  <ApproveApplicationPanel enquiryId={data.id} feedback={feedback} />
                </Panel>
              )}
              <Panel id="handling" title={t('actions.title')}>
                {data.status === 'spam' ? (
                  <NotSpamPanel enquiry={data} feedback={feedback} />
                ) : (
                  <HandlingPanel key={`${data.assignee?.id ?? ''}-${data.status}`} enquiry={data} feedback={feedback} />
                )}
              </Panel>
              {data.status !== 'spam' && (
                <Panel id="reply" title={t('reply.title')}>
                  <ReplyForm enquiry={data} feedback={feedback} />
                </Panel>
              )}
              <Panel id="history" title={t('history.title')}>
                <EnquiryHistory events={data.history} />
              </Panel>
            </div>
          </div>
        </div>
      )}
    </RecordFrame>
  );
}
