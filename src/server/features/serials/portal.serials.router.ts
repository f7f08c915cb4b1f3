import { serialsCollection } from './collections/portal-serials';
import { getCompanySerial } from './portal-serials';
import { collectionDetail, collectionProcedures } from '../../trpc/collection-router';
import { router } from '../../trpc/init';

/**
 * The serials collection (list; no writes: serials change through sales, registrations and claims). Its `get` answers
 * the instrument's page: the record with its end customer, services, certificates and returns, within the same row
 * filter (another company's serial is 404).
 */
export const portalSerialsRouter = router({
  ...collectionProcedures(serialsCollection),
  get: collectionDetail(serialsCollection, (ctx, record) => getCompanySerial(ctx, record.id)),
});
