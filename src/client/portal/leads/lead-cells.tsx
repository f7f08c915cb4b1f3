import type { ResourceRow } from '../../../shared/collections/types';
import type { CellOverrides } from '../../admin/generic/ResourceTable';
import { NoValue } from '../../components/ui/NoValue';
import { useFormat } from '../../lib/use-format';
import { useTranslation } from '../../lib/i18n-react';
import { DeadlineText } from './DeadlineText';
import { StateBadge } from '../../components/ui/StateBadge';
import { PORTAL_LEAD_BADGES } from '../../components/ui/state-looks';

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/**
 * The leads list's own cells: the state as a badge in its colour, an offer's deadline with the time left, the
 * estimated value in its currency ("None" when nobody estimated it).
 */
export function useLeadCells(): CellOverrides {
  const { t } = useTranslation('portal-leads');
  const format = useFormat();
  return {
    state: (row: ResourceRow) => <StateBadge of={PORTAL_LEAD_BADGES} state={row.state} />,
    deadline: (row: ResourceRow) => <DeadlineText deadlineAt={text(row.deadline)} left={Number(row.deadlineLeft ?? 0)} endOnPhone />,
    value: (row: ResourceRow) => {
      const value = Number(row.value ?? 0);
      const currency = text(row.currency);
      if (value <= 0 || !currency) return <NoValue label={t('none')} />;
      return <span className="tabular whitespace-nowrap">{format.money(value, currency, { dropZeroCents: true })}</span>;
    },
  };
}
