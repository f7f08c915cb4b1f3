import { serviceJobDetail } from './collections/portal-service-jobs';
import { adminServiceJobsCollection } from './collections/admin-service-jobs';
import { collectionDetail, collectionProcedures } from '../../trpc/collection-router';
import { procedure, router } from '../../trpc/init';

const admin = procedure.meta({ permission: 'admin:access' });

export const adminServiceJobsRouter = router({
  ...collectionProcedures(adminServiceJobsCollection),
  get: collectionDetail(adminServiceJobsCollection, serviceJobDetail),
});
