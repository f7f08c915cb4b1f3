import { and, gt, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { LOCALE_CODES } from '../../../../shared/locales';
import type { AnnouncementState } from '../../../../shared/announcements/announcements.schema';
import { adminAnnouncementsResource } from '../../../../shared/announcements/collections/admin-announcements';
import type { ResourceRecord } from '../../../../shared/collections/types';
import { announcementReads, announcements } from '../../../db/schema';
import { containsAny } from '../../../list';
import { ANNOUNCEMENTS_SECTION, getAdminAnnouncement } from '../admin-announcements';
import { qualified } from '../../../collections/qualified';
import type { ServerResource } from '../../../collections/types';
import type { Ctx } from '../../../service-context';

/** Where an announcement stands against its window at `now` (audience.ts stateAt says the same of one row). */
function stateCondition(state: AnnouncementState, now: Date): SQL | undefined {
  if (state === 'scheduled') return gt(announcements.publishFrom, now);
  if (state === 'expired') return and(isNotNull(announcements.publishUntil), lte(announcements.publishUntil, now));
  return and(lte(announcements.publishFrom, now), or(isNull(announcements.publishUntil), gt(announcements.publishUntil, now)));
}

const isState = (value: string): value is AnnouncementState => value === 'scheduled' || value === 'live' || value === 'expired';

/** The row's state as the list shows it: the same three conditions, read at the moment of the request. */
function stateValue(now: Date): SQL {
  return sql<AnnouncementState>`(case when ${stateCondition('scheduled', now)} then 'scheduled' when ${stateCondition('expired', now)} then 'expired' else 'live' end)`;
}

/** How many people have opened it (announcement_reads has one row per reader; the pair index starts with the user). */
const readCount = sql<number>`(select count(*) from ${announcementReads} where ${announcementReads.announcementId} = ${qualified(announcements.id)})`;

/**
 * The server half of /admin/distributors/announcements: every announcement (global: only admins list it). A few
 * hundred rows at most, so the title search reads them all (any of the six languages, as typed).
 */
export const adminAnnouncementsCollection = {
  def: adminAnnouncementsResource,
  table: announcements,
  scope: 'global',
  auditSection: ANNOUNCEMENTS_SECTION,
  // A function of the reader only so that "now" is the request's: the state moves with the clock, not with the rows.
  computed: () => ({ state: stateValue(new Date()), reads: readCount }),
  search: (term) => containsAny(LOCALE_CODES.map((code) => announcements[`title_${code}`]), term) ?? sql`1 = 1`,
  filterConditions: { state: (value) => (isState(value) ? stateCondition(value, new Date()) : undefined) },
} satisfies ServerResource;

/** admin.announcements.get: the editor's record (every language, the audience, the window, the last send). */
export function adminAnnouncementView(ctx: Ctx<'deps' | 'actor' | 'locale'>, record: ResourceRecord) {
  return getAdminAnnouncement(ctx.deps, record.id);
}
