import { countMatches, mapPage, offsetPage } from '../../list';
import { count, desc, eq, inArray } from 'drizzle-orm';
import {
  LATEST_ENQUIRIES,
  type InboxListQuery,
  type InboxPage,
  type InboxRow,
} from '../../../shared/enquiries/inbox.schema';
import type { Locale } from '../../../shared/locales';
import type { AppDeps } from '../../deps';
import { enquiries } from '../../db/schema';
import { inboxWhere, notSpam, selectRows, toInboxRow } from './inbox-rows';

// Newest first; the id breaks ties between enquiries of the same millisecond, so pages never overlap.
const NEWEST_FIRST = [desc(enquiries.createdAt), desc(enquiries.id)];

/**
 * One page of the inbox (newest first) with the total, for the shared Pagination component. A page past the end
 * (the filter shrank the list meanwhile) shows the last one.
 */
export async function listInbox(deps: AppDeps, actorId: string, query: InboxListQuery, locale: Locale): Promise<InboxPage> {
  const where = inboxWhere(query, actorId);
  // Deferred join: the page is chosen on the narrow (created_at, id) index, then only its rows are joined.
  const page = await offsetPage(query, countMatches(deps, deps.db.select({ id: enquiries.id }).from(enquiries).where(where)), (limit, offset) =>
    selectRows(deps)
      .where(inArray(enquiries.id, deps.db.select({ id: enquiries.id }).from(enquiries).where(where).orderBy(...NEWEST_FIRST).limit(limit).offset(offset)))
      .orderBy(...NEWEST_FIRST),
  );
  return mapPage(page, (row) => toInboxRow(row, locale));
}

/** The dashboard's "latest enquiries": the five newest of any kind and status but spam. */
export async function latestEnquiries(deps: AppDeps, locale: Locale): Promise<InboxRow[]> {
  const rows = await selectRows(deps).where(notSpam).orderBy(...NEWEST_FIRST).limit(LATEST_ENQUIRIES);
  return rows.map((row) => toInboxRow(row, locale));
}

/** How many enquiries nobody has taken yet: the menu badge and the inbox header (spam is never 'new'). */
export async function countNewEnquiries(deps: AppDeps): Promise<number> {
  const [counted] = await deps.db.select({ total: count() }).from(enquiries).where(eq(enquiries.status, 'new'));
  return counted?.total ?? 0;
}
