import { portalClaimsCollection } from '../../resources/portal/claims';
import { customersCollection } from '../../resources/portal/customers';
import { serialsCollection } from '../../resources/portal/serials';
import { getCompanyCustomer } from '../../services/portal/customers';
import { getCompanySerial } from '../../services/portal/serials';
import { ClaimDecisionSchema } from '../../../shared/serials/claims.schema';
import { decideClaim } from '../../services/serials/claim-decisions';
import { claimForDecision } from '../../services/serials/claim-lists';
import { collectionDetail, collectionProcedures } from '../collection-router';
import { procedure, router } from '../init';

/**
 * /portal/serials and /portal/customers (issue 12): every portal member reads their own company's instruments and end
 * customers (an admin, every company's), both collections; bad input is a 422 from the schemas.
 */
/** Claims to the company's instruments name the claimant and their address: its senior users decide them. */
const senior = procedure.meta({ permission: 'portal:manage-company' });

/** Spread into the portal router: `portal.serials.*` and `portal.customers.*`. */
export const portalSerialsRouter = {
  /**
   * The serials collection (list; no writes: serials change through sales, registrations and claims). Its `get` answers
   * the instrument's page: the record with its end customer, services, certificates and returns, within the same row
   * filter (another company's serial is 404).
   */
  serials: router({
    ...collectionProcedures(serialsCollection),
    get: collectionDetail(serialsCollection, (ctx, record) => getCompanySerial(ctx, record.id)),
  }),
  /**
   * The claims collection (list; no writes: a claim is confirmed or refused by `decide`, a workflow). Its `get` answers
   * the decision dialog: the claim with its instrument, end customer, seller and claimant, within the same row filter
   * (another company's claim is 404).
   */
  claims: router({
    ...collectionProcedures(portalClaimsCollection),
    get: collectionDetail(portalClaimsCollection, (ctx, record) => claimForDecision(ctx, record)),
    decide: senior.input(ClaimDecisionSchema).mutation(({ ctx, input }) => decideClaim(ctx, input)),
  }),
  /**
   * The customers collection (list; no writes: a customer is a user account). Its `get` answers the customer's page:
   * their contact details and the instruments bought from the reader's company, within the same row filter (another
   * company's customer, or someone who is nobody's customer, is 404).
   */
  customers: router({
    ...collectionProcedures(customersCollection),
    get: collectionDetail(customersCollection, (ctx, record) => getCompanyCustomer(ctx, record.id)),
  }),
};
