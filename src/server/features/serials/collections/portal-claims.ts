import { eq, sql } from 'drizzle-orm';
import { portalClaimsResource } from '../../../../shared/serials/collections/portal-claims';
import { productOptions, products, serialClaims, serials } from '../../../db/schema';
import { qualified } from '../../../collections/qualified';
import { claimSearch, claimSerialNumber, claimStateCondition } from './claim-conditions';
import type { ServerResource } from '../../../collections/types';

/** The claimed instrument's model code: its option's own when it has one (VH-15-1K), else its product's. */
const claimModelCode = sql<string>`(select coalesce(nullif(${qualified(productOptions.modelCode)}, ''), ${qualified(products.modelCode)}) from ${serials} join ${products} on ${qualified(products.id)} = ${qualified(serials.productId)} left join ${productOptions} on ${qualified(productOptions.id)} = ${qualified(serials.optionId)} where ${qualified(serials.id)} = ${qualified(serialClaims.serialId)})`;

/**
 * The server half of the portal's claims (docs/decisions/0078): the claims on instruments the reader's company sold
 * (`serial_claims.company_id`, the seller that decides; an admin's portal covers every claim, as before). Unset, the
 * state filter is the waiting claims: one range of serial_claims_company_idx (company, status, created), newest first.
 * The claims are few (one per disputed registration): the search reads the company's.
 */
export const portalClaimsCollection = {
  def: portalClaimsResource,
  table: serialClaims,
  scope: 'company',
  scopeKey: 'companyId',
  computed: { serialNumber: claimSerialNumber, modelCode: claimModelCode },
  search: claimSearch,
  filterConditions: { state: claimStateCondition },
  filterDefaults: { state: () => eq(serialClaims.status, 'pending') },
} satisfies ServerResource;
