import { GuideInputSchema, LibraryDownloadsInputSchema, QuestionnaireInputSchema } from '../../../shared/library/library.schema';
import { downloadsPageFor, publicDownloadsPage } from './downloads';
import { guidePage } from './guides';
import { questionnairePage } from './questionnaire';
import { publicProcedure, router } from '../../trpc/init';

/**
 * The library pages (issue 9). `downloads` is the signed-out list the server renders (cached with the pages, the same
 * for everyone); `myDownloads` reads the session and answers the caller's own list, uncached, fetched by the page
 * after hydration when someone is signed in. `guide` answers null for an unknown or unpublished document (the page is
 * a 404). The questionnaire's answers go through public.enquiries.send (kind `questionnaire`).
 */
export const publicLibraryRouter = router({
  downloads: publicProcedure
    .input(LibraryDownloadsInputSchema)
    .query(({ ctx, input }) => publicDownloadsPage(ctx, input)),
  myDownloads: publicProcedure
    .input(LibraryDownloadsInputSchema)
    .query(({ ctx, input }) => downloadsPageFor(ctx, input)),
  guide: publicProcedure.input(GuideInputSchema).query(({ ctx, input }) => guidePage(ctx, input)),
  questionnaire: publicProcedure
    .input(QuestionnaireInputSchema)
    .query(({ ctx, input }) => questionnairePage(ctx, input)),
});
