import { z } from 'zod';
import { countryOptions } from '../../services/countries';
import { findLandingPage } from '../../services/landing';
import { completeTwoFactorChallenge, confirmEmail, register, requestPasswordReset, resendConfirmation, resetPassword, signIn, sessionUser } from '../../services/auth';
import { ForgotPasswordSchema, RegisterSchema, ResetPasswordSchema, SignInSchema, TwoFactorChallengeSchema } from '../../../shared/auth/auth.schema';
import { VerifyEmailSchema } from '../../services/auth/email-confirmation';
import { publicProcedure, router } from '../init';
import { publicArticlesRouter } from './public-articles';
import { publicCatalogRouter } from './public-catalog';
import { publicContentRouter } from './public-content';
import { publicDealersRouter } from './public-dealers';
import { publicEnquiriesRouter } from './public-enquiries';
import { publicSearchRouter } from './public-search';
import { publicDownloadsRouter } from './public-downloads';
import { publicPagesRouter } from './public-pages';
import { publicLibraryRouter } from './public-library';
import { siteSettingsProcedure } from './public-settings';
import { publicCertificatesRouter } from './public-certificates';

export const publicRouter = router({
  content: publicContentRouter,
  catalog: publicCatalogRouter,
  articles: publicArticlesRouter,
  search: publicSearchRouter,
  enquiries: publicEnquiriesRouter,
  downloads: publicDownloadsRouter,
  pages: publicPagesRouter,
  library: publicLibraryRouter,
  dealers: publicDealersRouter,
  certificates: publicCertificatesRouter,
  siteSettings: siteSettingsProcedure,
  me: publicProcedure.meta({ public: true }).query(({ ctx }) => sessionUser(ctx)),
  countries: publicProcedure.meta({ public: true }).query(({ ctx }) => countryOptions(ctx)),
  landingPage: publicProcedure
    .meta({ public: true })
    .input(z.object({ slug: z.string().min(1).max(200) }))
    .query(({ ctx, input }) => findLandingPage(ctx, input)),
  signIn: publicProcedure
    .meta({ public: true })
    .input(SignInSchema)
    .mutation(({ ctx, input }) => signIn(ctx, input)),
  twoFactorChallenge: publicProcedure
    .meta({ public: true })
    .input(TwoFactorChallengeSchema)
    .mutation(({ ctx, input }) => completeTwoFactorChallenge(ctx, input)),
  register: publicProcedure
    .meta({ public: true })
    .input(RegisterSchema)
    .mutation(({ ctx, input }) => register(ctx, input)),
  verifyEmail: publicProcedure
    .meta({ public: true })
    .input(VerifyEmailSchema)
    .mutation(({ ctx, input }) => confirmEmail(ctx, input)),
  resendVerification: publicProcedure
    .meta({ public: true })
    .input(ForgotPasswordSchema)
    .mutation(({ ctx, input }) => resendConfirmation(ctx, input)),
  forgotPassword: publicProcedure
    .meta({ public: true })
    .input(ForgotPasswordSchema)
    .mutation(async ({ ctx, input }) => {
      await requestPasswordReset(ctx, input);
      return { ok: true as const };
    }),
  resetPassword: publicProcedure
    .meta({ public: true })
    .input(ResetPasswordSchema)
    .mutation(({ ctx, input }) => resetPassword(ctx, input)),
});
