import { eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { adminClaimsResource } from '../../../../shared/serials/collections/admin-claims';
import { companies, serialClaims } from '../../../db/schema';
import { qualified } from '../../../collections/qualified';
import type { ServerResource } from '../../../collections/types';
import { claimSearch, claimSerialNumber, claimStateCondition } from './claim-conditions';

/** The company that sold the claimed instrument (none: Voltara), one primary-key probe per row. */
const soldByValue = sql<string | null>`(select ${qualified(companies.name)} from ${companies} where ${qualified(companies.id)} = ${qualified(serialClaims.companyId)})`;

/** A partner's: the claims a company sold and decides. */
const sellerCondition = (value: string): SQL | undefined => (value === 'partner' ? isNotNull(serialClaims.companyId) : undefined);

/**
 * The server half of the admin's claims (docs/decisions/0076): every claim, global (only admins list it). Unset, the
 * state filter is the waiting claims and the seller filter Voltara's (no company), as the old panel listed: one range of
 * serial_claims_company_idx (company, status, created), newest first. The claims are few (one per disputed
 * registration): the search reads them.
 */
export const adminClaimsCollection = {
  def: adminClaimsResource,
  table: serialClaims,
  scope: 'global',
  computed: { serialNumber: claimSerialNumber, soldBy: soldByValue },
  search: claimSearch,
  filterConditions: { state: claimStateCondition, seller: sellerCondition },
  filterDefaults: { state: () => eq(serialClaims.status, 'pending'), seller: () => isNull(serialClaims.companyId) },
} satisfies ServerResource;

