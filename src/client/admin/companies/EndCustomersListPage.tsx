import { Link } from 'wouter';
import type { NamedOption } from '../../../shared/companies/companies.types';
import { adminEndCustomersResource } from '../../../shared/end-customers/collections/admin-end-customers';
import type { ResourceRow } from '../../../shared/collections/types';
import { ResourceListPage } from '../generic/ResourceListPage';
import type { CellOverrides } from '../generic/ResourceTable';
import { distributorsListHeading } from './DistributorsHeader';
import { companyPath } from './paths';

/** The row's companies as the server half's `present` added them (id and name each); anything else is left out. */
function companiesOf(row: ResourceRow): NamedOption[] {
  const value = row.boughtFrom;
  if (!Array.isArray(value)) return [];
  return value.filter((item): item is NamedOption => typeof item?.id === 'number' && typeof item?.name === 'string');
}

/**
 * "Bought from": each company a link to its page, one a line; the e-mail address a mailto link that may break anywhere
 * (a long address would otherwise widen the table past a desktop's width).
 */
const END_CUSTOMER_CELLS: CellOverrides = {
  email: (row) => (
    <a href={`mailto:${String(row.email)}`} className="break-all text-navy-800 underline-offset-2 hover:underline">
      {String(row.email)}
    </a>
  ),
  boughtFrom: (row) => (
    <ul>
      {companiesOf(row).map((company) => (
        <li key={company.id}>
          <Link href={companyPath(company.id)} className="text-navy-800 underline-offset-2 hover:underline">
            {company.name}
          </Link>
        </li>
      ))}
    </ul>
  ),
};

/**
 * /admin/distributors/customers: the admin end customers collection in the generic list, under the distributor
 * section's tabs: every partner company's end customers (or, filtered, one company's: `?boughtFrom={id}`, the company
 * page's link), searched by name, e-mail or their company, sorted by name or soonest calibration due, pages, all kept
 * in the address, cards on a phone. Each name opens the customer's page.
 */
export function EndCustomersListPage() {
  return <ResourceListPage def={adminEndCustomersResource} cells={END_CUSTOMER_CELLS} heading={distributorsListHeading} />;
}
