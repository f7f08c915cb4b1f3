import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import { Link } from 'wouter';
import { Printouts } from '../../account/returns/Printouts';
import { StatusBadge } from '../../account/returns/StatusBadge';
import { StatusTimeline } from '../../account/returns/StatusTimeline';
import { Alert } from '../../components/ui/Alert';
import { Spinner } from '../../components/ui/Spinner';
import type { AreaProps } from '../../router/area-props';
import { useTRPC } from '../../trpc';
import { httpStatusOf } from '../../lib/trpc-errors';
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
export function RmaPage({ params }: AreaProps) {
  const { t } = useTranslation('admin-service');
  const trpc = useTRPC();
  const id = recordIdOf(params.id);
  const rma = useQuery({ ...trpc.admin.rma.get.queryOptions({ id: id ?? 0 }), enabled: id !== null });
  const { feedback, view } = useFeedback();

  const back = (
    <Link href="/admin/rma" className="text-sm font-semibold text-navy-800 underline hover:text-navy-900">
      <span aria-hidden="true">← </span>
      {t('rma.detail.back')}
    </Link>
  );
  if (id !== null && rma.isPending) return <Spinner />;
  if (id === null || !rma.data) {
    const missing = id === null || httpStatusOf(rma.error) === 404;
    return (
      <div className="space-y-4">
        {back}
        <Alert tone="error">{missing ? t('rma.detail.notFound') : t('common.loadFailed')}</Alert>
      </div>
    );
  }
  const data = rma.data;

  return (
    <div className="space-y-5">
      {back}
      <div>
        <h1 className="flex flex-wrap items-center gap-3 text-2xl font-bold text-navy-900">
          <span className="tabular">{data.rmaNumber}</span>
          <StatusBadge status={data.status} />
        </h1>
        <p className="mt-1 text-slate-600">
          {t('rma.detail.booked')} <DateText value={data.createdAt} withTime />
        </p>
      </div>
      {view}
      <div className="grid gap-5 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="min-w-0 space-y-5">
          <Section id="rma-customer-heading" title={t('rma.sections.customer')}>
            <CustomerFacts detail={data} />
          </Section>
          <Section id="rma-shipment-heading" title={t('rma.sections.shipment')}>
            <ShipmentFacts detail={data} />
          </Section>
          <Section id="rma-items-heading" title={t('rma.sections.items')}>
            <ReturnLines lines={data.lines} />
          </Section>
          <Section id="rma-files-heading" title={t('rma.sections.files')}>
            <AttachmentList attachments={data.attachments} />
          </Section>
          <Section id="rma-customer-notes-heading" title={t('rma.sections.customerNotes')}>
            {data.notes ? <p className="whitespace-pre-line break-words">{data.notes}</p> : <p className="text-slate-600">{t('rma.detail.noNotes')}</p>}
          </Section>
          <Section id="rma-printouts-heading" title={t('rma.sections.printouts')}>
            <Printouts id={data.id} />
          </Section>
        </div>
        <div className="min-w-0 space-y-5">
          <Section id="rma-actions-heading" title={t('rma.sections.actions')}>
            <StatusPanel key={data.status} detail={data} feedback={feedback} />
          </Section>
          <Section id="rma-notes-heading" title={t('rma.sections.officeNotes')}>
            <OfficeNotes detail={data} feedback={feedback} />
          </Section>
          <Section id="rma-history-heading" title={t('rma.sections.history')}>
            <StatusTimeline history={data.history} />
          </Section>
        </div>
      </div>
    </div>
  );
}
