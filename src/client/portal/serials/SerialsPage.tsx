import { serialsResource } from '../../../shared/serials/collections/portal-serials';
import { ResourceListPage } from '../../admin/generic/ResourceListPage';
import { ClaimsPanel } from './ClaimsPanel';

/**
 * /portal/serials: the serials collection's generic list (search by serial number or model, registration and due
 * filters, sortable columns, pages kept in the address; cards on a phone), each row opening the instrument's page,
 * with the registration claims waiting for the company's decision above it.
 */
export default function SerialsPage() {
  return <ResourceListPage def={serialsResource} above={<ClaimsPanel />} />;
}
