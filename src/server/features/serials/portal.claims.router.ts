import { ClaimDecisionSchema } from '../../../shared/serials/claims.schema';
import { decideClaim } from './claim-decisions';
import { claimForDecision } from './claim-lists';
import { portalClaimsCollection } from './collections/portal-claims';
import { collectionDetail, collectionProcedures } from '../../trpc/collection-router';
import { procedure, router } from '../../trpc/init';

/** Claims to the company's instruments name the claimant and their address: its senior users decide them. */
const senior = procedure.meta({ permission: 'portal:manage-company' });

/**
 * The claims collection (list; no writes: a claim is confirmed or refused by `decide`, a workflow). Its `get` answers
 * the decision dialog: the claim with its instrument, end customer, seller and claimant, within the same row filter
 * (another company's claim is 404).
 */
export const portalClaimsRouter = router({
  ...collectionProcedures(portalClaimsCollection),
  get: collectionDetail(portalClaimsCollection, (ctx, record) => claimForDecision(ctx, record)),
  decide: senior.input(ClaimDecisionSchema).mutation(({ ctx, input }) => decideClaim(ctx, input)),
});
