import { eq, or, type SQL } from 'drizzle-orm';
import { gdprRequestsResource } from '../../../../shared/logs/collections/gdpr-requests';
import { gdprLog } from '../../../db/schema';
import { startsWithRange } from '../../../list';
import type { ServerResource } from '../../../collections/types';

/**
 * The start of the address of the admin who made the request (stored as their account has it, lower case), or an
 * account's id exactly (after an erasure the id is all that names the person): the (actor_email) and (subject_id)
 * indexes, which SQLite reads together (MULTI-INDEX OR).
 */
function requestSearch(term: string): SQL {
  return or(startsWithRange(gdprLog.actorEmail, term.toLowerCase()), eq(gdprLog.subjectId, term))!;
}

/**
 * The server half of the GDPR log's exports and erasures. Global: only admins list it. Newest first through
 * (created_at); a kind is a range of (kind, created_at), days of (created_at), one account of (subject_id).
 */
export const gdprRequestsCollection = {
  def: gdprRequestsResource,
  table: gdprLog,
  scope: 'global',
  search: requestSearch,
} satisfies ServerResource;
