import { router } from '../init';

/** public.catalog: filled by the catalogue issue (see issue 8). */
export const publicCatalogRouter = router({});
