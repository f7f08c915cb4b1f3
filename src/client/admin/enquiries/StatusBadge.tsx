import { useTranslation } from '../../lib/i18n-react';
import type { EnquiryStatus } from '../../../shared/catalog/enums';

const TONES: Record<EnquiryStatus, string> = {
  new: 'bg-volt-400 text-navy-900',
  assigned: 'bg-sky-100 text-sky-900',
  done: 'bg-green-100 text-green-800',
  spam: 'bg-slate-200 text-slate-800',
};

/** The status as a small label; its text carries the meaning, the colour only helps the eye. */
export function StatusBadge({ status }: { status: EnquiryStatus }) {
  const { t } = useTranslation('admin-enquiries');
  return (
    <span className={`inline-flex items-center rounded px-1.5 py-0.5 text-xs font-semibold whitespace-nowrap ${TONES[status]}`} data-status={status}>
      {t(`statuses.${status}`)}
    </span>
  );
}
