import { serviceJobDetail } from './collections/portal-service-jobs';
import { adminServiceJobsCollection } from './collections/admin-service-jobs';
import { collectionDetail, collectionProcedures } from '../../trpc/collection-router';
import { router } from '../../trpc/init';

export const adminServiceJobsRouter = router({
  ...collectionProcedures(adminServiceJobsCollection),
  get: collectionDetail(adminServiceJobsCollection, serviceJobDetail),
});
