import { useTranslation } from '../../lib/i18n-react';
import type { ReturnStatus } from '../../../shared/returns/enums';
import { Badge, type BadgeLook } from '../../components/ui/Badge';

const LOOKS: Record<ReturnStatus, BadgeLook> = {
  submitted: { tone: 'sky', symbol: '•' },
  received: { tone: 'sky', symbol: '⤓' },
  assessed: { tone: 'indigo', symbol: '⚙' },
  // A quote waits for the customer's answer: the one status that asks something of them.
  quoted: { tone: 'amber', symbol: '!' },
  approved: { tone: 'teal', symbol: '✓' },
  serviced: { tone: 'green', symbol: '✓' },
  shipped: { tone: 'green', symbol: '➜' },
  cancelled: { tone: 'grey', symbol: '✕' },
};

export function StatusBadge({ status }: { status: ReturnStatus }) {
  const { t } = useTranslation('returns');
  return (
    <Badge {...LOOKS[status]} data-status={status}>
      {t(`statuses.${status}`)}
    </Badge>
  );
}
