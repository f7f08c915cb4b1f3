import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import { Printouts } from '../../account/returns/Printouts';
import { StatusBadge } from '../../account/returns/StatusBadge';
import { StatusTimeline } from '../../account/returns/StatusTimeline';
import { BackLink, RecordFrame, RecordHeading } from '../../components/record/RecordFrame';
import type { AreaProps } from '../../router/area-props';
import { useTRPC } from '../../trpc';
import { Section } from '../enquiries/Section';
import { recordIdOf } from '../../lib/record-id';
import { useFeedback } from '../../components/ui/use-feedback';
import { CustomerFacts, ReturnLines, ShipmentFacts } from './BookingFacts';
import { OfficeNotes } from './OfficeNotes';
import { AttachmentList } from '../../account/returns/self-service/AttachmentList';
import { StatusPanel } from './StatusPanel';
import { DateText } from '../../components/ui/DateText';

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
    <RecordFrame valid={id !== null} query={query} back={back} notFound={t('returns.detail.notFound')} loadFailed={t('common.loadFailed')}>
      {(data) => (
        <div className="space-y-5">
          {back}
          <RecordHeading
            title={
              <>
                <span className="tabular">{data.rmaNumber}</span>
                <StatusBadge status={data.status} />
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
              <Section id="return-customer-heading" title={t('returns.sections.customer')}>
                <CustomerFacts detail={data} />
              </Section>
              <Section id="return-shipment-heading" title={t('returns.sections.shipment')}>
                <ShipmentFacts detail={data} />
              </Section>
              <Section id="return-items-heading" title={t('returns.sections.items')}>
                <ReturnLines lines={data.lines} />
              </Section>
              <Section id="return-files-heading" title={t('returns.sections.files')}>
                <AttachmentList attachments={data.attachments} />
              </Section>
              <Section id="return-customer-notes-heading" title={t('returns.sections.customerNotes')}>
                {data.notes ? <p className="whitespace-pre-line break-words">{data.notes}</p> : <p className="text-slate-600">{t('returns.detail.noNotes')}</p>}
              </Section>
              <Section id="return-printouts-heading" title={t('returns.sections.printouts')}>
                <Printouts id={data.id} />
              </Section>
            </div>
            <div className="min-w-0 space-y-5">
              <Section id="return-actions-heading" title={t('returns.sections.actions')}>
                <StatusPanel key={data.status} detail={data} feedback={feedback} />
              </Section>
              <Section id="return-notes-heading" title={t('returns.sections.officeNotes')}>
                <OfficeNotes detail={data} feedback={feedback} />
              </Section>
              <Section id="return-history-heading" title={t('returns.sections.history')}>
                <StatusTimeline history={data.history} />
              </Section>
            </div>
          </div>
        </div>
      )}
    </RecordFrame>
  );
}
