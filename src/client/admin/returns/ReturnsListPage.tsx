import { adminReturnsResource } from '../../../shared/returns/collections/admin-returns';
import { RETURN_CELLS } from '../../account/returns/return-row';
import { ResourceListPage } from '../generic/ResourceListPage';

/**
 * /admin/rma: the admin returns collection in the generic list: every return, customers' own bookings and partners'
 * (the partner under the booking account), newest first; search by RMA number, e-mail address, tracking number, item
 * or serial number; status and booking type filters; sortable RMA number and date; pages; all kept in the address,
 * cards on a phone. Each row opens the return's page (/admin/rma/{id}), where its workflows are.
 */
export function ReturnsListPage() {
  return <ResourceListPage def={adminReturnsResource} cells={RETURN_CELLS} />;
}
