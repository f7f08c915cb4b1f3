import { inArray, or, sql, type SQL } from 'drizzle-orm';
import { serialClaims, serials } from '../../../db/schema';
import { containsAny, likePrefix } from '../../../list/search';
import { qualified } from '../../../collections/qualified';

/**
 * What the claims collections (the admin's, docs/decisions/0076, and the portal's, 0078) compute, filter and search
 * alike. The subqueries name the outer row's columns with their table (qualified.ts).
 */

/** The claimed instrument's number, one primary-key probe per row. */
export const claimSerialNumber = sql<string>`(select ${qualified(serials.number)} from ${serials} where ${qualified(serials.id)} = ${qualified(serialClaims.serialId)})`;

/** The state filter's "Decided": confirmed or refused (a superseded claim was never decided; "Any" shows it). */
export const claimStateCondition = (value: string): SQL | undefined =>
  value === 'decided' ? inArray(serialClaims.status, ['confirmed', 'refused']) : undefined;

/** A part of the claimant's name or e-mail address, or the start of the serial number (any case). */
export function claimSearch(term: string): SQL {
  const numbers = sql`select ${qualified(serials.id)} from ${serials} where ${qualified(serials.number)} like ${likePrefix(term.trim())} escape '\\'`;
  return or(containsAny([serialClaims.claimantName, serialClaims.claimantEmail], term), sql`${serialClaims.serialId} in (${numbers})`)!;
}
