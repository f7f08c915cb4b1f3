import { useTranslation } from '../../lib/i18n-react';
import { isoDay } from '../../../shared/format/iso-days';
import { dueState } from '../../../shared/serials/due';
import type { SerialStatus } from '../../../shared/serials/enums';
import { DueBadge } from '../../account/registrations/badges';
import { Badge, type BadgeLook } from '../../components/ui/Badge';
import { DateText } from '../../components/ui/DateText';

/** Each status has a symbol and a word as well as its colour, so colour is never the only signal. */
const STATUS_LOOKS: Record<SerialStatus, BadgeLook> = {
  built: { tone: 'slate', symbol: '⚒' },
  'in-stock': { tone: 'sky', symbol: '▣' },
  sold: { tone: 'indigo', symbol: '£' },
  registered: { tone: 'green', symbol: '✓' },
  'in-service': { tone: 'amber', symbol: '⚙' },
  scrapped: { tone: 'grey', symbol: '✕' },
};

export function SerialStatusBadge({ status }: { status: SerialStatus }) {
  const { t } = useTranslation('admin-service');
  return (
    <Badge {...STATUS_LOOKS[status]} data-status={status}>
      {t(`serialStatuses.${status}`)}
    </Badge>
  );
}

/**
 * The next due date with the account's "Due soon" / "Overdue" badge (the same rule: shared/serials/due.ts), so the
 * back office and the customer see the same words.
 */
export function NextDue({ value }: { value: string | null }) {
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <DateText value={value} />
      <DueBadge due={dueState(value, isoDay())} />
    </span>
  );
}

/** Whether a number passes its product line's check-digit rule; nothing when the line has no rule. */
export function ChecksumBadge({ valid }: { valid: boolean | null }) {
  const { t } = useTranslation('admin-service');
  if (valid === null) return <span className="text-slate-600">{t('checksum.noRule')}</span>;
  return (
    <Badge tone={valid ? 'green' : 'red'} symbol={valid ? '✓' : '✕'} data-checksum={valid ? 'pass' : 'fail'}>
      {t(valid ? 'checksum.pass' : 'checksum.fail')}
    </Badge>
  );
}
