import { PublicDownloadsInputSchema } from '../../../shared/files/download.schema';
import { listVisibleDownloads } from '../../services/downloads/visible';
import { publicProcedure, router } from '../init';

/** The downloads the caller may see (visitor, customer, partner or admin): /resources/downloads, account and portal. */
export const publicDownloadsRouter = router({
  list: publicProcedure
    .meta({ public: true })
    .input(PublicDownloadsInputSchema)
    .query(({ ctx, input }) =>
      listVisibleDownloads(ctx, input),
    ),
});
