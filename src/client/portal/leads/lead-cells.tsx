import type { ResourceRow } from '../../../shared/collections/types';
import { PORTAL_LEAD_STATUSES } from '../../../shared/leads/leads.schema';
import type { CellOverrides } from '../../admin/generic/ResourceTable';
import { NoValue } from '../../components/ui/NoValue';
import { useFormat } from '../../lib/use-format';
import { useTranslation } from '../../lib/i18n-react';
import { DeadlineText } from './DeadlineText';
import { LeadStatusBadge } from './StatusBadge';

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/**
 * The leads list's own cells: the state as a badge in its colour, an offer's deadline with the time left, the
 * estimated value in its currency ("None" when nobody estimated it).
 */
export function useLeadCells(): CellOverrides {
  const { t } = useTranslation('portal-leads');
  const format = useFormat();
  return {
    state: (row: ResourceRow) => {
      const state = PORTAL_LEAD_STATUSES.find((status) => status === row.state);
      return state ? <LeadStatusBadge status={state} /> : null;
    },
    deadline: (row: ResourceRow) => <DeadlineText deadlineAt={text(row.deadline)} left={Number(row.deadlineLeft ?? 0)} endOnPhone />,
    value: (row: ResourceRow) => {
      const value = Number(row.value ?? 0);
      const currency = text(row.currency);
      if (value <= 0 || !currency) return <NoValue label={t('none')} />;
      return <span className="tabular whitespace-nowrap">{format.money(value, currency, { dropZeroCents: true })}</span>;
    },
  };
}
