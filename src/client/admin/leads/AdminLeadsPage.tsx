import { useQuery } from '@tanstack/react-query';
import { Link, useSearch } from 'wouter';
import type { LeadStatus } from '../../../shared/partners/enums';
import { adminLeadsResource } from '../../../shared/leads/collections/admin-leads';
import type { ResourceRow } from '../../../shared/collections/types';
import { useTranslation } from '../../lib/i18n-react';
import { useLeadCells } from '../../portal/leads/lead-cells';
import type { ListHeadingParts } from '../generic/ListFrame';
import { useResourceApi } from '../generic/resource-api';
import { ResourceListPage } from '../generic/ResourceListPage';
import type { CellOverrides } from '../generic/ResourceTable';
import { LeadSettingsForm } from './LeadSettingsForm';
import { ADMIN_LEAD_SEND_PATH } from './paths';
import { PageHeading } from '../../components/ui/PageHeading';
import { PRIMARY } from '../../components/ui/format';
import { StateBadge } from '../../components/ui/StateBadge';
import { LEAD_STATUS_BADGES } from '../../components/ui/state-looks';

function Reference({ row }: { row: ResourceRow }) {
  const { t } = useTranslation('admin-leads');
  return <span className="whitespace-nowrap tabular text-slate-600">{t('ref', { id: row.id })}</span>;
}

/** The leads' own cells: the reference, the stored status as a badge, the portal's value and deadline cells. */
function useAdminLeadCells(): CellOverrides {
  const { value, deadline } = useLeadCells();
  return {
    id: (row) => <Reference row={row} />,
    status: (row) => <StateBadge of={LEAD_STATUS_BADGES} state={row.status} />,
    value,
    deadline,
  };
}

/** The smallest page the list offers: only the total of a status's leads is read. */
const countOf = (status: LeadStatus) => ({ filters: { status }, perPage: 10 }) as const;

/**
 * "2 conflicts" and "1 registration to confirm" beside the title, whatever the filters: each the collection's own list
 * counted with its status filter, a link to the same list with that status (the other filters kept).
 */
function StatusCount({ status, label, tone }: { status: LeadStatus; label: 'list.conflicts' | 'list.toReview'; tone: string }) {
  const { t } = useTranslation('admin-leads');
  const api = useResourceApi(adminLeadsResource);
  const search = useSearch();
  const total = useQuery(api.list.queryOptions(countOf(status))).data?.total ?? 0;
  if (total === 0) return null;
  const params = new URLSearchParams(search);
  params.set('status', status);
  params.delete('page');
  return (
    <Link
      href={`${adminLeadsResource.basePath}?${params.toString()}`}
      className={`rounded-full px-2.5 py-0.5 text-sm font-bold text-violet-900 ring-1 ring-violet-300 tabular ${tone}`}
      data-testid={status === 'conflict' ? 'leads-conflicts' : 'leads-to-review'}
    >
      {t(label, { count: total })}
    </Link>
  );
}

function LeadsHeading({ title, lead, actions }: ListHeadingParts) {
  const { t } = useTranslation('admin-leads');
  return (
    <PageHeading
      title={
        <>
          {title}
          <StatusCount status="conflict" label="list.conflicts" tone="bg-violet-100" />
          <StatusCount status="review" label="list.toReview" tone="bg-violet-50" />
        </>
      }
      lead={lead}
      actions={
        <>
          {actions}
          <Link href={ADMIN_LEAD_SEND_PATH} className={PRIMARY}>
            {t('list.send')}
          </Link>
        </>
      }
    />
  );
}

/**
 * /admin/distributors/leads: the admin leads collection in the generic list: every lead, newest first; search by the
 * start of the prospect's name; status, company and country filters; sortable date received and deadline; pages; all
 * kept in the address, cards on a phone. The conflicts and registrations to confirm are counted beside the title, "Send
 * a lead" and the lead settings are the section's own. Each row opens the lead's page, where its workflows are.
 */
export function AdminLeadsPage() {
  const cells = useAdminLeadCells();
  return <ResourceListPage def={adminLeadsResource} cells={cells} heading={(parts) => <LeadsHeading {...parts} />} below={<LeadSettingsForm />} />;
}
