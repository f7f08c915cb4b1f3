import { PublicDownloadsInputSchema } from '../../../shared/files/download.schema';
import { listVisibleDownloads } from './visible';
import { publicProcedure, router } from '../../trpc/init';

/** The downloads the caller may see (visitor, customer, partner or admin): /resources/downloads, account and portal. */
export const publicDownloadsRouter = router({
  list: publicProcedure
    .input(PublicDownloadsInputSchema)
    .query(({ ctx, input }) =>
      listVisibleDownloads(ctx, input),
    ),
});
