import { useTranslation } from '../../lib/i18n-react';
import type { ResourceRow } from '../../../shared/collections/types';
import { Score } from './ui';
import { StateBadge } from '../../components/ui/StateBadge';
import { AUDIT_STATUS_BADGES, SERVICE_JOB_BADGES } from '../../components/ui/state-looks';

/**
 * The cells the audits' and service jobs' lists draw themselves, in the portal and in the back office alike: the
 * statuses as their badges (a symbol and a word besides the colour), scores as percentages, the open actions with
 * how many of them are overdue.
 */

const count = (value: unknown) => (typeof value === 'number' ? value : 0);

export function AuditStatusCell({ row }: { row: ResourceRow }) {
  return <StateBadge of={AUDIT_STATUS_BADGES} state={row.status} />;
}

export function JobStatusCell({ row }: { row: ResourceRow }) {
  return <StateBadge of={SERVICE_JOB_BADGES} state={row.status} />;
}

/** A score of the row's `field` (the self-assessment's or Voltara's), "no score" while there is none. */
export function ScoreCell({ row, field }: { row: ResourceRow; field: string }) {
  const value = row[field];
  return <Score value={typeof value === 'number' ? value : null} />;
}

/** How many actions are still open, and how many of them are past their date. */
export function OpenActionsCell({ row }: { row: ResourceRow }) {
  const { t } = useTranslation('portal-service');
  const overdue = count(row.overdueActions);
  return (
    <span>
      <span className="tabular">{count(row.openActions)}</span>
      {overdue > 0 && <span className="ml-2 text-sm font-semibold text-red-800">{t('audits.overdueActions', { count: overdue })}</span>}
    </span>
  );
}
