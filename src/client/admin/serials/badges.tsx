import { useTranslation } from '../../lib/i18n-react';
import { isoDay } from '../../../shared/format/iso-days';
import { dueState } from '../../../shared/serials/due';
import { Badge } from '../../components/ui/Badge';
import { DateText } from '../../components/ui/DateText';
import { StateBadge } from '../../components/ui/StateBadge';
import { DUE_BADGES } from '../../components/ui/state-looks';

/**
 * The next due date with the account's "Due soon" / "Overdue" badge (the same rule: shared/serials/due.ts), so the
 * back office and the customer see the same words.
 */
export function NextDue({ value }: { value: string | null }) {
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <DateText value={value} />
      <StateBadge of={DUE_BADGES} state={dueState(value, isoDay())} />
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
