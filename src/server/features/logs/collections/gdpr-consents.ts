import { eq, or, type SQL } from 'drizzle-orm';
import { gdprConsentsResource } from '../../../../shared/logs/collections/gdpr-consents';
import { consents } from '../../../db/schema';
import { startsWithRange } from '../../../list';
import type { ServerResource } from '../../../collections/types';

/**
 * The start of the address a consent was given with, as typed or in lower case (accounts' addresses are stored lower
 * case, an enquiry's as it was typed): ranges of the (email) index.
 */
export function consentEmailSearch(term: string): SQL {
  const lower = term.toLowerCase();
  return lower === term ? startsWithRange(consents.email, term) : or(startsWithRange(consents.email, term), startsWithRange(consents.email, lower))!;
}

/**
 * The server half of the GDPR log's consents. Global: only admins list it. Newest first through (created_at); a kind
 * and a status are ranges of (kind, created_at) and (given, created_at), days of (created_at), one account of
 * (user_id); the search reads the (email) index and sorts its matches.
 */
export const gdprConsentsCollection = {
  def: gdprConsentsResource,
  table: consents,
  scope: 'global',
  search: consentEmailSearch,
  filterConditions: {
    // The definition's options allowed only 'given' or 'withdrawn'.
    status: (value) => eq(consents.given, value === 'given'),
  },
} satisfies ServerResource;
