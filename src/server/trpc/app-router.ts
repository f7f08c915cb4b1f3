import { router } from './init';
import { accountRouter } from './account.router';
import { adminRouter } from './admin.router';
import { portalRouter } from './portal.router';
import { publicRouter } from './public.router';

/** The four routers of the product, named so their types reach the SPA (`import type { AppRouter }`). */
export const appRouter = router({
  public: publicRouter,
  account: accountRouter,
  portal: portalRouter,
  admin: adminRouter,
});

export type AppRouter = typeof appRouter;
