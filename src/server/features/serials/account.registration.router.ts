import { registerSerials } from './registration';
import { listMyClaims } from './claim-lists';
import { searchForRegistration } from './registration-search';
import { RegistrationSchema, RegistrationSearchSchema } from '../../../shared/serials/registration.schema';
import { procedure, router } from '../../trpc/init';

/** /services/registration (SPEC.md section 6): registering an instrument by its serial number. */
const self = procedure.meta({ permission: 'account:self' });

export const accountRegistrationRouter = router({
  search: self.input(RegistrationSearchSchema).query(({ ctx, input }) => searchForRegistration(ctx, input)),
  register: self.input(RegistrationSchema).mutation(({ ctx, input }) => registerSerials(ctx, input)),
  /** The account's claims that wait for confirmation (or were refused): shown with its products. */
  claims: self.query(({ ctx }) => listMyClaims(ctx)),
});
