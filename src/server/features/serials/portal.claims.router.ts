import { ClaimDecisionSchema, ClaimListSchema } from '../../../shared/serials/claims.schema';
import { decideClaim } from './claim-decisions';
import { listCompanyClaims } from './claim-lists';
import { procedure, router } from '../../trpc/init';

/** Claims to the company's instruments name the claimant and their address: its senior users decide them. */
const senior = procedure.meta({ permission: 'portal:manage-company' });

export const portalClaimsRouter = router({
  list: senior.input(ClaimListSchema).query(({ ctx, input }) => listCompanyClaims(ctx, input)),
  decide: senior.input(ClaimDecisionSchema).mutation(({ ctx, input }) => decideClaim(ctx, input)),
});
