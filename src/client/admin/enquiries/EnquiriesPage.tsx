import { adminEnquiriesResource } from '../../../shared/enquiries/collections/admin-enquiries';
import type { ResourceRow } from '../../../shared/collections/types';
import { useTranslation } from '../../lib/i18n-react';
import { useFormat } from '../../lib/use-format';
import type { ListHeadingParts } from '../generic/ListFrame';
import { ResourceListPage } from '../generic/ResourceListPage';
import type { CellOverrides } from '../generic/ResourceTable';
import { useNewEnquiryCount } from './new-enquiries';
import { StateBadge } from '../../components/ui/StateBadge';
import { ENQUIRY_STATUS_BADGES } from '../../components/ui/state-looks';

function Reference({ row }: { row: ResourceRow }) {
  const { t } = useTranslation('admin-enquiries');
  return <span className="whitespace-nowrap tabular text-slate-600">{t('ref', { id: row.id })}</span>;
}

function Received({ row }: { row: ResourceRow }) {
  const { dateTime } = useFormat();
  const at = String(row.createdAt);
  return (
    <time dateTime={at} className="whitespace-nowrap tabular">
      {dateTime(at)}
    </time>
  );
}

const ENQUIRY_CELLS: CellOverrides = {
  id: (row) => <Reference row={row} />,
  createdAt: (row) => <Received row={row} />,
  status: (row) => <StateBadge of={ENQUIRY_STATUS_BADGES} state={row.status} />,
};

/** The inbox's title with the count of new enquiries beside it (whatever the filters), its lead and its CSV export. */
function InboxHeading({ title, lead, actions }: ListHeadingParts) {
  const { t } = useTranslation('admin-enquiries');
  const newCount = useNewEnquiryCount();
  return (
    <div className="flex flex-wrap items-start justify-between gap-3">
      <div>
        <h1 className="flex flex-wrap items-center gap-3 text-2xl font-bold text-navy-900">
          {title}
          {newCount > 0 && (
            <span className="rounded-full bg-volt-400 px-2.5 py-0.5 text-sm font-bold text-navy-950 tabular" data-testid="enquiries-new-count">
              {t('list.newCount', { count: newCount })}
            </span>
          )}
        </h1>
        {lead && <p className="mt-1 text-slate-600">{lead}</p>}
      </div>
      <div className="flex flex-wrap gap-2">{actions}</div>
    </div>
  );
}

/**
 * /admin/enquiries: the enquiries collection in the generic list: every public form's enquiry, newest first; search
 * by name, e-mail, company or reference; kind, status (all but spam unless asked) and assignee (me, nobody) filters;
 * pages and the CSV export of what the filters match; all kept in the address, cards on a phone. Each row opens the
 * enquiry's page (/admin/enquiries/{id}), where its workflows are.
 */
export function EnquiriesPage() {
  return <ResourceListPage def={adminEnquiriesResource} cells={ENQUIRY_CELLS} heading={(parts) => <InboxHeading {...parts} />} />;
}
