import { ContactPreferencesSchema, ProfileSchema } from '../../../shared/profile/profile.schema';
import { getContactPreferences, getProfile, updateContactPreferences, updateProfile } from '../../services/profile';
import { procedure, router } from '../init';

/** /account/profile and /account/contact (SPEC.md section 6: the /account roles). */
const self = procedure.meta({ permission: 'account:self' });

export const accountProfileRouter = router({
  get: self.query(({ ctx }) => getProfile(ctx.deps, ctx.actor)),
  update: self.input(ProfileSchema).mutation(({ ctx, input }) => updateProfile(ctx.deps, ctx.actor, input, ctx.scope.locale)),
  contact: self.query(({ ctx }) => getContactPreferences(ctx.deps, ctx.actor)),
  updateContact: self.input(ContactPreferencesSchema).mutation(({ ctx, input }) => updateContactPreferences(ctx.deps, ctx.actor, input, ctx.scope.locale)),
});
