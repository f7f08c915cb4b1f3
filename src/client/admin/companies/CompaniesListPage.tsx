import { Link } from 'wouter';
import { adminCompaniesResource } from '../../../shared/companies/collections/admin-companies';
import type { ResourceRow } from '../../../shared/collections/types';
import { LINK } from '../../components/ui/format';
import { ResourceListPage } from '../generic/ResourceListPage';
import type { CellOverrides } from '../generic/ResourceTable';
import { DisabledBadge, TagList } from './badges';
import { CompanyCreateDialog } from './CompanyCreateDialog';
import { distributorsListHeading } from './DistributorsHeader';
import { companyPath } from './paths';
import { StateBadge } from '../../components/ui/StateBadge';
import { PARTNER_TIER_BADGES } from '../../components/ui/state-looks';

const on = (row: ResourceRow, key: string) => row[key] === true;

/** The cells drawn as the section's other screens draw them: the name with its state, the tier and tag badges. */
const COMPANY_CELLS: CellOverrides = {
  name: (row) => (
    <span className="inline-flex flex-wrap items-center gap-2">
      <Link href={companyPath(Number(row.id))} className={LINK}>
        {String(row.name)}
      </Link>
      {on(row, 'disabled') && <DisabledBadge />}
    </span>
  ),
  tier: (row) => <StateBadge of={PARTNER_TIER_BADGES} state={row.tier} />,
  sales: (row) => <TagList tags={{ sales: on(row, 'sales'), training: on(row, 'training'), repairs: on(row, 'repairs'), service: on(row, 'service') }} />,
};

/**
 * /admin/distributors/distributors: the admin companies collection in the generic list, under the distributor
 * section's tabs: search by name or e-mail, country (based there or covering it), tier, tag and status filters,
 * sortable columns, pages, all kept in the address, cards on a phone; "Add company" opens its dialog, each company
 * its page.
 */
export function CompaniesListPage() {
  return (
    <ResourceListPage
      def={adminCompaniesResource}
      cells={COMPANY_CELLS}
      actions={<CompanyCreateDialog />}
      heading={distributorsListHeading}
    />
  );
}
