import { z } from 'zod';
import { listMyCertificates } from '../certificates/read';
import { myInstrumentChoices } from './my-instruments';
import { accountProductsCollection, instrumentPage } from './collections/account-products';
import { collectionDetail, collectionProcedures } from '../../trpc/collection-router';
import { registerSerials } from './registration';
import { listMyClaims } from './claim-lists';
import { searchForRegistration } from './registration-search';
import { RegistrationSchema, RegistrationSearchSchema } from '../../../shared/serials/registration.schema';
import { procedure, router } from '../../trpc/init';

/** /account and /services/registration (SPEC.md section 6): the account's instruments, certificates and registration. */
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

export const accountCertificatesRouter = router({
  list: self
    .input(z.object({ serial: z.string().max(1000).default('') }).default({ serial: '' }))
    .query(({ ctx, input }) => listMyCertificates(ctx, input)),
});

export const accountRegistrationRouter = router({
  search: self.input(RegistrationSearchSchema).query(({ ctx, input }) => searchForRegistration(ctx, input)),
  register: self.input(RegistrationSchema).mutation(({ ctx, input }) => registerSerials(ctx, input)),
  /** The account's claims that wait for confirmation (or were refused): shown with its products. */
  claims: self.query(({ ctx }) => listMyClaims(ctx)),
});
