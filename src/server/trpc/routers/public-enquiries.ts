import { z } from 'zod';
import { submitEnquiry } from '../../services/enquiries/submit';
import { publicProcedure, router } from '../init';

/** The public forms (issue 8: a product's question, enquiry and training booking). Validated by the service. */
export const publicEnquiriesRouter = router({
  send: publicProcedure
    .meta({ public: true })
    .input(z.unknown())
    .mutation(({ ctx, input }) => submitEnquiry(ctx.deps, ctx.scope, ctx.actor, input)),
});
