import { myInstrumentChoices } from './my-instruments';
import { accountProductsCollection, instrumentPage } from './collections/account-products';
import { collectionDetail, collectionProcedures } from '../../trpc/collection-router';
import { procedure, router } from '../../trpc/init';

/** /account/products (SPEC.md section 6): the account's registered instruments. */
const self = procedure.meta({ permission: 'account:self' });

/**
 * /account/products: the collection of the account's registered instruments (list; it offers no writes: registering is
 * the wizard below), `get` the instrument's page through the collection's scope, and `choices`: every instrument of
 * the account as a form offers them ("one of my instruments" in the calibration and returns forms), soonest due first.
 */
export const accountProductsRouter = router({
  ...collectionProcedures(accountProductsCollection),
  get: collectionDetail(accountProductsCollection, instrumentPage),
  choices: self.query(({ ctx }) => myInstrumentChoices(ctx)),
});
