import type { ReactNode } from 'react';
import type { ReturnStatus } from '../../../../shared/returns/enums';
import { ownerMayChange, type ReturnSelfServiceFacts } from '../../../../shared/returns/self-service';
import { Part } from '../../../components/ui/Part';
import { useFeedback } from '../../../components/ui/use-feedback';
import { useTranslation } from '../../../lib/i18n-react';
import { AttachmentList } from './AttachmentList';
import { CancelReturn } from './CancelReturn';
import { ReturnFiles } from './ReturnFiles';
import { TrackingForm, type TrackingValues } from './TrackingForm';
import type { ReturnFace } from './use-self-service';

export interface SelfServiceReturn extends ReturnSelfServiceFacts, Omit<TrackingValues, 'trackingNumber'> {
  id: number;
  rmaNumber: string;
  status: ReturnStatus;
}

/**
 * What the owner of a return may do themselves (issue 30 item 14), on the account's return page and in the portal's
 * return dialog: until the repair centre receives the parcel, give the tracking number, attach photos or a fault
 * report, or cancel; afterwards the files stay listed and a line says why nothing can be changed.
 */
export function ReturnSelfService({ detail, face, headingLevel = 2 }: { detail: SelfServiceReturn; face: ReturnFace; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation('returns');
  const { feedback, view } = useFeedback();
  const open = ownerMayChange(detail.status);
  const part = (key: string, title: string, body: ReactNode) => (
    <Part key={key} id={`return-${key}-${detail.id}`} title={title} level={headingLevel} className="">
      {body}
    </Part>
  );
  return (
    <div className="space-y-8" data-testid="return-self-service">
      {view}
      {!open && (
        <p className="rounded border border-slate-200 bg-slate-50 px-4 py-3 text-sm text-slate-700">
          {detail.status === 'cancelled' ? t('selfService.cancelledNote') : t('selfService.locked')}
        </p>
      )}
      {open &&
        part(
          'tracking',
          t('selfService.tracking.title'),
          <TrackingForm
            key={`${detail.carrier}|${detail.carrierOther}|${detail.trackingNumber}`}
            id={detail.id}
            initial={{ carrier: detail.carrier, carrierOther: detail.carrierOther, trackingNumber: detail.trackingNumber }}
            face={face}
            feedback={feedback}
          />,
        )}
      {part(
        'files',
        t('selfService.files.title'),
        open ? <ReturnFiles id={detail.id} attachments={detail.attachments} face={face} feedback={feedback} /> : <AttachmentList attachments={detail.attachments} />,
      )}
      {open && part('cancel', t('selfService.cancel.title'), <CancelReturn id={detail.id} rmaNumber={detail.rmaNumber} files={detail.attachments.length} face={face} feedback={feedback} />)}
    </div>
  );
}
