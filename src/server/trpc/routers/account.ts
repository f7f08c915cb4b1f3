import { z } from 'zod';
import {
  beginTwoFactor,
  changePassword,
  confirmPassword,
  confirmTwoFactor,
  disableTwoFactor,
  isPasswordConfirmed,
  regenerateRecoveryCodes,
  signOut,
  twoFactorStatus,
} from '../../services/auth';
import { procedure, router } from '../init';
import { accountCoursesRouter } from './account-courses';
import { accountProfileRouter } from './account-profile';
import { accountReturnsRouter } from './account-returns';
import { accountCertificatesRouter, accountProductsRouter, accountRegistrationRouter } from './account-service';

const input = z.unknown();
/** Credentials belong to every signed-in account, whatever its role. */
const own = procedure.meta({ permission: 'session:any' });

export const accountRouter = router({
  products: accountProductsRouter,
  certificates: accountCertificatesRouter,
  registration: accountRegistrationRouter,
  returns: accountReturnsRouter,
  profile: accountProfileRouter,
  courses: accountCoursesRouter,
  signOut: own.mutation(({ ctx }) => signOut(ctx.deps, ctx.scope)),
  passwordConfirmed: own.query(({ ctx }) => isPasswordConfirmed(ctx.actor)),
  confirmPassword: own.input(input).mutation(({ ctx, input }) => confirmPassword(ctx.deps, ctx.scope, ctx.actor, input)),
  changePassword: own.input(input).mutation(({ ctx, input }) => changePassword(ctx.deps, ctx.scope, ctx.actor, input)),
  twoFactor: router({
    status: own.query(({ ctx }) => twoFactorStatus(ctx.deps, ctx.actor)),
    begin: own.mutation(({ ctx }) => beginTwoFactor(ctx.deps, ctx.actor)),
    confirm: own.input(input).mutation(({ ctx, input }) => confirmTwoFactor(ctx.deps, ctx.scope, ctx.actor, input)),
    regenerateRecoveryCodes: own.mutation(({ ctx }) => regenerateRecoveryCodes(ctx.deps, ctx.actor)),
    disable: own.mutation(({ ctx }) => disableTwoFactor(ctx.deps, ctx.actor)),
  }),
});
