import { router } from '../init';

/** public.enquiries: filled by the catalogue issue (see issue 8). */
export const publicEnquiriesRouter = router({});
