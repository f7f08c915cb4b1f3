import { adminEndCustomersCollection, adminEndCustomerView } from './collections/admin-end-customers';
import { collectionDetail, collectionProcedures } from '../../trpc/collection-router';
import { router } from '../../trpc/init';

// The end customers collection (list, company filter choices; no writes) and their page as `get`.
export const adminEndCustomersRouter = router({
  ...collectionProcedures(adminEndCustomersCollection),
  get: collectionDetail(adminEndCustomersCollection, adminEndCustomerView),
});
