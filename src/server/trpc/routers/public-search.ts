import { router } from '../init';

/** public.search: filled by the catalogue issue (see issue 8). */
export const publicSearchRouter = router({});
