import { ChangePasswordSchema, ConfirmPasswordSchema, TwoFactorCodeSchema } from '../../shared/auth/auth.schema';
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
} from '../features/auth';
import { procedure, router } from './init';
import { accountProductsRouter } from '../features/serials/account.products.router';
import { accountCertificatesRouter } from '../features/certificates/account.certificates.router';
import { accountRegistrationRouter } from '../features/serials/account.registration.router';
import { accountCoursesRouter } from '../features/courses/account.courses.router';
import { accountPrivacyRouter } from '../features/privacy/account.privacy.router';
import { accountProfileRouter } from '../features/profile/account.profile.router';
import { accountReturnsRouter } from '../features/returns/account.returns.router';

/** Credentials belong to every signed-in account, whatever its role. */
const own = procedure.meta({ permission: 'session:any' });
/** A credential change asks for the password first (423), before its form is read, so the retry carries the form. */
const confirmed = own.use(({ ctx, next }) => {
  requireConfirmedPassword(ctx);
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
  signOut: own.mutation(({ ctx }) => signOut(ctx)),
  passwordConfirmed: own.query(({ ctx }) => isPasswordConfirmed(ctx)),
  confirmPassword: own.input(ConfirmPasswordSchema).mutation(({ ctx, input }) => confirmPassword(ctx, input)),
  changePassword: confirmed.input(ChangePasswordSchema).mutation(({ ctx, input }) => changePassword(ctx, input)),
  twoFactor: router({
    status: own.query(({ ctx }) => twoFactorStatus(ctx)),
    begin: own.mutation(({ ctx }) => beginTwoFactor(ctx)),
    confirm: confirmed.input(TwoFactorCodeSchema).mutation(({ ctx, input }) => confirmTwoFactor(ctx, input)),
    regenerateRecoveryCodes: own.mutation(({ ctx }) => regenerateRecoveryCodes(ctx)),
    disable: own.mutation(({ ctx }) => disableTwoFactor(ctx)),
  }),
});
