import { z } from 'zod';
import { listCountries } from '../../services/countries';
import { findLandingPage } from '../../services/landing';
import { completeTwoFactorChallenge, confirmEmail, register, requestPasswordReset, resendConfirmation, resetPassword, signIn, toSessionUser } from '../../services/auth';
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

/** Anyone may call these. Inputs are validated by the services with the shared schemas (localized field errors). */
const input = z.unknown();

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
  me: publicProcedure.meta({ public: true }).query(({ ctx }) => (ctx.actor ? toSessionUser(ctx.actor) : null)),
  countries: publicProcedure.meta({ public: true }).query(({ ctx }) => listCountries(ctx.deps, ctx.scope.locale)),
  landingPage: publicProcedure
    .meta({ public: true })
    .input(z.object({ slug: z.string().min(1).max(200) }))
    .query(({ ctx, input }) => findLandingPage(ctx.deps, input.slug)),
  signIn: publicProcedure
    .meta({ public: true })
    .input(input)
    .mutation(({ ctx, input }) => signIn(ctx.deps, ctx.scope, input)),
  twoFactorChallenge: publicProcedure
    .meta({ public: true })
    .input(input)
    .mutation(({ ctx, input }) => completeTwoFactorChallenge(ctx.deps, ctx.scope, input)),
  register: publicProcedure
    .meta({ public: true })
    .input(input)
    .mutation(({ ctx, input }) => register(ctx.deps, ctx.scope, input)),
  verifyEmail: publicProcedure
    .meta({ public: true })
    .input(input)
    .mutation(({ ctx, input }) => confirmEmail(ctx.deps, ctx.scope, input)),
  resendVerification: publicProcedure
    .meta({ public: true })
    .input(input)
    .mutation(({ ctx, input }) => resendConfirmation(ctx.deps, ctx.scope, input)),
  forgotPassword: publicProcedure
    .meta({ public: true })
    .input(input)
    .mutation(async ({ ctx, input }) => {
      await requestPasswordReset(ctx.deps, ctx.scope, input);
      return { ok: true as const };
    }),
  resetPassword: publicProcedure
    .meta({ public: true })
    .input(input)
    .mutation(({ ctx, input }) => resetPassword(ctx.deps, ctx.scope, input)),
});
