import { eq, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { adminClaimsResource } from '../../../../shared/serials/collections/admin-claims';
import { companies, serialClaims, serials } from '../../../db/schema';
import { containsAny, likePrefix } from '../../../list/search';
import { qualified } from '../../../collections/qualified';
import type { ServerResource } from '../../../collections/types';

/** The claimed instrument's number and the company that sold it (none: Voltara), one primary-key probe per row. */
const serialNumberValue = sql<string>`(select ${qualified(serials.number)} from ${serials} where ${qualified(serials.id)} = ${qualified(serialClaims.serialId)})`;
const soldByValue = sql<string | null>`(select ${qualified(companies.name)} from ${companies} where ${qualified(companies.id)} = ${qualified(serialClaims.companyId)})`;

/** Decided: confirmed or refused (a superseded claim was never decided; "Any" shows it). */
const stateCondition = (value: string): SQL | undefined => (value === 'decided' ? inArray(serialClaims.status, ['confirmed', 'refused']) : undefined);
/** A partner's: the claims a company sold and decides. */
const sellerCondition = (value: string): SQL | undefined => (value === 'partner' ? isNotNull(serialClaims.companyId) : undefined);

/** A part of the claimant's name or e-mail address, or the start of the serial number (any case). */
function claimSearch(term: string): SQL {
  const numbers = sql`select ${qualified(serials.id)} from ${serials} where ${qualified(serials.number)} like ${likePrefix(term.trim())} escape '\\'`;
  return or(containsAny([serialClaims.claimantName, serialClaims.claimantEmail], term), sql`${serialClaims.serialId} in (${numbers})`)!;
}

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
  computed: { serialNumber: serialNumberValue, soldBy: soldByValue },
  search: claimSearch,
  filterConditions: { state: stateCondition, seller: sellerCondition },
  filterDefaults: { state: () => eq(serialClaims.status, 'pending'), seller: () => isNull(serialClaims.companyId) },
} satisfies ServerResource;

