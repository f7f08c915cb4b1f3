import { PortalCustomerIdSchema, PortalCustomerListSchema } from '../../../shared/portal/serials.schema';
import { serialsCollection } from '../../resources/portal/serials';
import { getCompanyCustomer, listCompanyCustomers } from '../../services/portal/customers';
import { getCompanySerial } from '../../services/portal/serials';
import { ClaimDecisionSchema, ClaimListSchema } from '../../../shared/serials/claims.schema';
import { decideClaim } from '../../services/serials/claim-decisions';
import { listCompanyClaims } from '../../services/serials/claim-lists';
import { collectionDetail, collectionProcedures } from '../collection-router';
import { procedure, router } from '../init';

/**
 * /portal/serials and /portal/customers (issue 12): every portal member reads their own company's instruments and end
 * customers (an admin, every company's). The services scope each row; bad input is a 422 from the schemas.
 */
const member = procedure.meta({ permission: 'portal:access' });
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
    get: collectionDetail(serialsCollection, (ctx, record) => getCompanySerial(ctx.deps, ctx.actor, record.id, ctx.locale)),
  }),
  claims: router({
    list: senior.input(ClaimListSchema).query(({ ctx, input }) => listCompanyClaims(ctx.deps, ctx.actor, input.status)),
    decide: senior.input(ClaimDecisionSchema).mutation(({ ctx, input }) => decideClaim(ctx.deps, ctx.actor, input, ctx.scope.locale)),
  }),
  customers: router({
    list: member.input(PortalCustomerListSchema).query(({ ctx, input }) => listCompanyCustomers(ctx.deps, ctx.actor, input, ctx.scope.locale)),
    get: member.input(PortalCustomerIdSchema).query(({ ctx, input }) => getCompanyCustomer(ctx.deps, ctx.actor, input.id, ctx.scope.locale)),
  }),
};
