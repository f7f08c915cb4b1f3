import { customersCollection } from './collections/portal-customers';
import { getCompanyCustomer } from './customers';
import { collectionDetail, collectionProcedures } from '../../trpc/collection-router';
import { router } from '../../trpc/init';

/**
 * The customers collection (list; no writes: a customer is a user account). Its `get` answers the customer's page:
 * their contact details and the instruments bought from the reader's company, within the same row filter (another
 * company's customer, or someone who is nobody's customer, is 404).
 */
export const portalCustomersRouter = router({
  ...collectionProcedures(customersCollection),
  get: collectionDetail(customersCollection, (ctx, record) => getCompanyCustomer(ctx, record.id)),
});
