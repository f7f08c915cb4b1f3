import { customersResource } from '../../../shared/end-customers/collections/portal-customers';
import type { ResourceRow } from '../../../shared/collections/types';
import { ResourceListPage } from '../../admin/generic/ResourceListPage';

/** An e-mail address opens the reader's mail program; a long one breaks anywhere rather than widening the table. */
function EmailCell({ row }: { row: ResourceRow }) {
  const email = typeof row.email === 'string' ? row.email : '';
  return (
    <a href={`mailto:${email}`} className="break-all text-navy-800 underline-offset-2 hover:underline">
      {email}
    </a>
  );
}

const CELLS = { email: (row: ResourceRow) => <EmailCell row={row} /> };

/**
 * /portal/customers: the customers collection's generic list (the registered owners of the serials the company sold,
 * searched by name, company or e-mail, sorted by name or soonest calibration due, pages kept in the address; cards on
 * a phone), each row opening the customer's page.
 */
export default function CustomersPage() {
  return <ResourceListPage def={customersResource} cells={CELLS} />;
}
