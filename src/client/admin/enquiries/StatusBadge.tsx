import { useTranslation } from '../../lib/i18n-react';
import type { EnquiryStatus } from '../../../shared/catalog/enums';
import { Badge, type BadgeTone } from '../../components/ui/Badge';

const TONES: Record<EnquiryStatus, BadgeTone> = {
  new: 'volt',
  assigned: 'sky',
  done: 'green',
  spam: 'grey',
};

/** The status as a small label; its text carries the meaning, the colour only helps the eye. */
export function StatusBadge({ status }: { status: EnquiryStatus }) {
  const { t } = useTranslation('admin-enquiries');
  return (
    <Badge tone={TONES[status]} data-status={status}>
      {t(`statuses.${status}`)}
    </Badge>
  );
}
