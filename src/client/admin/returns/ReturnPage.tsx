import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import { Printouts } from '../../account/returns/Printouts';
import { StatusTimeline } from '../../account/returns/StatusTimeline';
import { BackLink, RecordFrame } from '../../components/record/RecordFrame';
import { PageHeading } from '../../components/ui/PageHeading';
import type { AreaProps } from '../../router/area-props';
import { useTRPC } from '../../trpc';
import { Panel } from '../../components/ui/Panel';
import { recordIdOf } from '../../lib/record-id';
import { useFeedback } from '../../components/ui/use-feedback';
import { CustomerFacts, ReturnLines, ShipmentFacts } from './BookingFacts';
import { OfficeNotes } from './OfficeNotes';
import { AttachmentList } from '../../account/returns/self-service/AttachmentList';
import { StatusPanel } from './StatusPanel';
import { DateText } from '../../components/ui/DateText';
import { StateBadge } from '../../components/ui/StateBadge';
import { RETURN_STATUS_BADGES } from '../../components/ui/state-looks';

/**
 * /admin/rma/{id}: the return as the customer booked it (details, addresses, items with values, shipping, their
 * notes), its printouts and status history, and the work on it: the next step and the back office's own notes.
 */
export function ReturnPage({ params }: AreaProps) {
  const { t } = useTranslation('admin-service');
  const trpc = useTRPC();
  const id = recordIdOf(params.id);
  const query = useQuery({ ...trpc.admin.returns.get.queryOptions({ id: id ?? 0 }), enabled: id !== null });
  const { feedback, view } = useFeedback();

  const back = <BackLink href="/admin/rma">{t('returns.detail.back')}</BackLink>;
  return (
    <RecordFrame valid={id !== null} query={query} back={back} notFound={t('returns.detail.notFound')}>
      {(data) => (
        <div className="space-y-5">
          {back}
          <PageHeading
            title={
              <>
                <span className="tabular">{data.rmaNumber}</span>
                <StateBadge of={RETURN_STATUS_BADGES} state={data.status} />
              </>
            }
            lead={
              <>
                {t('returns.detail.booked')} <DateText value={data.createdAt} withTime />
              </>
            }
          />
          {view}
          <div className="grid gap-5 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
            <div className="min-w-0 space-y-5">
              <Panel id="return-customer" title={t('returns.sections.customer')}>
                <CustomerFacts detail={data} />
              </Panel>
              <Panel id="return-shipment" title={t('returns.sections.shipment')}>
                <ShipmentFacts detail={data} />
              </Panel>
              <Panel id="return-items" title={t('returns.sections.items')}>
                <ReturnLines lines={data.lines} />
              </Panel>
              <Panel id="return-files" title={t('returns.sections.files')}>
                <AttachmentList attachments={data.attachments} />
              </Panel>
              <Panel id="return-customer-notes" title={t('returns.sections.customerNotes')}>
                {data.notes ? <p className="whitespace-pre-line break-words">{data.notes}</p> : <p className="text-slate-600">{t('returns.detail.noNotes')}</p>}
              </Panel>
              <Panel id="return-printouts" title={t('returns.sections.printouts')}>
                <Printouts id={data.id} />
              </Panel>
            </div>
            <div className="min-w-0 space-y-5">
              <Panel id="return-actions" title={t('returns.sections.actions')}>
                <StatusPanel key={data.status} detail={data} feedback={feedback} />
              </Panel>
              <Panel id="return-notes" title={t('returns.sections.officeNotes')}>
                <OfficeNotes detail={data} feedback={feedback} />
              </Panel>
              <Panel id="return-history" title={t('returns.sections.history')}>
                <StatusTimeline history={data.history} />
              </Panel>
            </div>
          </div>
        </div>
      )}
    </RecordFrame>
  );
}
