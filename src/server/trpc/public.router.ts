import { z } from 'zod';
import { countryOptions } from '../features/countries/countries';
import { findLandingPage } from '../features/content/landing';
import { completeTwoFactorChallenge, confirmEmail, register, requestPasswordReset, resendConfirmation, resetPassword, signIn, sessionUser } from '../features/auth';
import { ForgotPasswordSchema, RegisterSchema, ResetPasswordSchema, SignInSchema, TwoFactorChallengeSchema } from '../../shared/auth/auth.schema';
import { VerifyEmailSchema } from '../features/auth/email-confirmation';
import { publicProcedure, router } from './init';
import { publicEditorialRouter } from '../features/editorial/public.editorial.router';
import { publicCatalogRouter } from '../features/catalog/public.catalog.router';
import { publicContentRouter } from '../features/content/public.content.router';
import { publicDealersRouter } from '../features/dealers/public.dealers.router';
import { publicEnquiriesRouter } from '../features/enquiries/public.enquiries.router';
import { publicSearchRouter } from '../features/catalog/public.search.router';
import { publicDownloadsRouter } from '../features/downloads/public.downloads.router';
import { publicLibraryRouter } from '../features/library/public.library.router';
import { siteSettingsProcedure } from '../features/settings/public.site-settings.router';
import { publicCertificatesRouter } from '../features/certificates/public.certificates.router';

export const publicRouter = router({
  content: publicContentRouter,
  catalog: publicCatalogRouter,
  editorial: publicEditorialRouter,
  search: publicSearchRouter,
  enquiries: publicEnquiriesRouter,
  downloads: publicDownloadsRouter,
  library: publicLibraryRouter,
  dealers: publicDealersRouter,
  certificates: publicCertificatesRouter,
  siteSettings: siteSettingsProcedure,
  me: publicProcedure.query(({ ctx }) => sessionUser(ctx)),
  countries: publicProcedure.query(({ ctx }) => countryOptions(ctx)),
  landingPage: publicProcedure
    .input(z.object({ slug: z.string().min(1).max(200) }))
    .query(({ ctx, input }) => findLandingPage(ctx, input)),
  signIn: publicProcedure.input(SignInSchema).mutation(({ ctx, input }) => signIn(ctx, input)),
  twoFactorChallenge: publicProcedure
    .input(TwoFactorChallengeSchema)
    .mutation(({ ctx, input }) => completeTwoFactorChallenge(ctx, input)),
  register: publicProcedure.input(RegisterSchema).mutation(({ ctx, input }) => register(ctx, input)),
  verifyEmail: publicProcedure.input(VerifyEmailSchema).mutation(({ ctx, input }) => confirmEmail(ctx, input)),
  resendVerification: publicProcedure
    .input(ForgotPasswordSchema)
    .mutation(({ ctx, input }) => resendConfirmation(ctx, input)),
  forgotPassword: publicProcedure
    .input(ForgotPasswordSchema)
    .mutation(async ({ ctx, input }) => {
      await requestPasswordReset(ctx, input);
      return { ok: true as const };
    }),
  resetPassword: publicProcedure.input(ResetPasswordSchema).mutation(({ ctx, input }) => resetPassword(ctx, input)),
});
