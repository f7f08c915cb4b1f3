import { adminServiceJobsResource } from '../../../shared/service-centre/collections/admin-service-jobs';
import { JobStatusCell } from '../../portal/service-centre/cells';
import { distributorsListHeading } from '../companies/DistributorsHeader';
import { ResourceListPage } from '../generic/ResourceListPage';

/**
 * /admin/distributors/service-jobs (issue 27): the admin service jobs collection in the generic list under the
 * distributor section's tabs: every certified partner's jobs, newest received first; search by serial number or
 * customer; company, status and type filters (`?company=12` from a job's page); sortable serial number, status and
 * date; pages; all kept in the address, cards on a phone. The serial number opens the job's page.
 */
export function JobsListPage() {
  return (
    <ResourceListPage
      def={adminServiceJobsResource}
      cells={{ status: (row) => <JobStatusCell row={row} /> }}
      heading={distributorsListHeading}
    />
  );
}
