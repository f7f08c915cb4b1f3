import { ChangePasswordSchema, ConfirmPasswordSchema, TwoFactorCodeSchema } from '../../../shared/auth/auth.schema';
import {
  beginTwoFactor,
  changePassword,
  confirmPassword,
  confirmTwoFactor,
  disableTwoFactor,
  isPasswordConfirmed,
  regenerateRecoveryCodes,
  requireConfirmedPassword,
  signOut,
  twoFactorStatus,
} from '../../services/auth';
import { procedure, router } from '../init';
import { accountCoursesRouter } from './account-courses';
import { accountPrivacyRouter } from './account-privacy';
import { accountProfileRouter } from './account-profile';
import { accountReturnsRouter } from './account-returns';
import { accountCertificatesRouter, accountProductsRouter, accountRegistrationRouter } from './account-service';

/** Credentials belong to every signed-in account, whatever its role. */
const own = procedure.meta({ permission: 'session:any' });
/** A credential change asks for the password first (423), before its form is read, so the retry carries the form. */
const confirmed = own.use(({ ctx, next }) => {
  requireConfirmedPassword(ctx.actor);
  return next();
});

export const accountRouter = router({
  products: accountProductsRouter,
  certificates: accountCertificatesRouter,
  registration: accountRegistrationRouter,
  returns: accountReturnsRouter,
  profile: accountProfileRouter,
  courses: accountCoursesRouter,
  privacy: accountPrivacyRouter,
  signOut: own.mutation(({ ctx }) => signOut(ctx.deps, ctx.scope)),
  passwordConfirmed: own.query(({ ctx }) => isPasswordConfirmed(ctx.actor)),
  confirmPassword: own.input(ConfirmPasswordSchema).mutation(({ ctx, input }) => confirmPassword(ctx.deps, ctx.scope, ctx.actor, input)),
  changePassword: confirmed.input(ChangePasswordSchema).mutation(({ ctx, input }) => changePassword(ctx.deps, ctx.scope, ctx.actor, input)),
  twoFactor: router({
    status: own.query(({ ctx }) => twoFactorStatus(ctx.deps, ctx.actor)),
    begin: own.mutation(({ ctx }) => beginTwoFactor(ctx.deps, ctx.actor)),
    confirm: confirmed.input(TwoFactorCodeSchema).mutation(({ ctx, input }) => confirmTwoFactor(ctx.deps, ctx.scope, ctx.actor, input)),
    regenerateRecoveryCodes: own.mutation(({ ctx }) => regenerateRecoveryCodes(ctx.deps, ctx.actor)),
    disable: own.mutation(({ ctx }) => disableTwoFactor(ctx.deps, ctx.actor)),
  }),
});
