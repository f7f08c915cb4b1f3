import { router } from './init';
import { accountRouter } from './routers/account';
import { adminRouter } from './routers/admin';
import { portalRouter } from './routers/portal';
import { publicRouter } from './routers/public';

/** The four routers of the product, named so their types reach the SPA (`import type { AppRouter }`). */
export const appRouter = router({
  public: publicRouter,
  account: accountRouter,
  portal: portalRouter,
  admin: adminRouter,
});

export type AppRouter = typeof appRouter;
