import { ContactPreferencesSchema, ProfileSchema } from '../../../shared/profile/profile.schema';
import { getContactPreferences, getProfile, updateContactPreferences, updateProfile } from './index';
import { procedure, router } from '../../trpc/init';

/** /account/profile and /account/contact (SPEC.md section 6: the /account roles). */
const self = procedure.meta({ permission: 'account:self' });

export const accountProfileRouter = router({
  get: self.query(({ ctx }) => getProfile(ctx)),
  update: self.input(ProfileSchema).mutation(({ ctx, input }) => updateProfile(ctx, input)),
  contact: self.query(({ ctx }) => getContactPreferences(ctx)),
  updateContact: self.input(ContactPreferencesSchema).mutation(({ ctx, input }) => updateContactPreferences(ctx, input)),
});
