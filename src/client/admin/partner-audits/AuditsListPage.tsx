import { useQuery } from '@tanstack/react-query';
import { Link, useSearch } from 'wouter';
import { useTranslation } from '../../lib/i18n-react';
import { adminAuditsResource } from '../../../shared/service-centre/collections/admin-audits';
import { AuditStatusCell, OpenActionsCell, ScoreCell } from '../../portal/service-centre/cells';
import { distributorsListHeading } from '../companies/DistributorsHeader';
import { useResourceApi } from '../generic/resource-api';
import { ResourceListPage } from '../generic/ResourceListPage';
import type { CellOverrides } from '../generic/ResourceTable';

const AUDIT_CELLS: CellOverrides = {
  status: (row) => <AuditStatusCell row={row} />,
  score: (row) => <ScoreCell row={row} field="score" />,
  reviewScore: (row) => <ScoreCell row={row} field="reviewScore" />,
  openActions: (row) => <OpenActionsCell row={row} />,
};

/** The smallest page the list offers: only the count of the audits waiting for review is read. */
const COUNT_ONLY = { filters: { status: 'submitted' }, perPage: 10 } as const;

/**
 * "3 waiting for review" beside the title, while the list shows more than those: a link to the same list with only the
 * submitted audits (the other filters kept), counted through the collection's own list.
 */
function AwaitingReview() {
  const { t } = useTranslation('admin-audits');
  const api = useResourceApi(adminAuditsResource);
  const search = useSearch();
  const awaiting = useQuery(api.list.queryOptions(COUNT_ONLY)).data?.total ?? 0;
  const params = new URLSearchParams(search);
  if (awaiting === 0 || params.get('status') === 'submitted') return null;
  params.set('status', 'submitted');
  params.delete('page');
  return (
    <Link
      href={`${adminAuditsResource.basePath}?${params.toString()}`}
      className="rounded-full bg-sky-100 px-3 py-1 text-sm font-bold text-sky-900 ring-1 ring-sky-300 tabular"
      data-testid="admin-audits-awaiting"
    >
      {t('audits.awaiting', { count: awaiting })}
    </Link>
  );
}

/**
 * /admin/distributors/audits (issue 27): the admin audits collection in the generic list under the distributor
 * section's tabs: every partner's audits, those waiting for Voltara's review first; search by company or auditor;
 * company, status and day filters; sortable columns; pages; all kept in the address, cards on a phone. The company
 * opens the audit's page, where Voltara reviews it.
 */
export function AuditsListPage() {
  return (
    <ResourceListPage
      def={adminAuditsResource}
      cells={AUDIT_CELLS}
      actions={<AwaitingReview />}
      heading={distributorsListHeading}
    />
  );
}
