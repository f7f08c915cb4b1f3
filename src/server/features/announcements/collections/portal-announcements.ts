import { sql, type SQL } from 'drizzle-orm';
import { LOCALE_CODES, localizedField } from '../../../../shared/locales';
import { portalAnnouncementsResource } from '../../../../shared/announcements/collections/portal-announcements';
import type { ResourceId, ResourceRow } from '../../../../shared/collections/types';
import { textOf } from '../../../../shared/seo/head';
import type { Actor } from '../../../auth/actor';
import { announcementReads, announcements } from '../../../db/schema';
import { containsAny } from '../../../list';
import type { Ctx } from '../../../service-context';
import { aimedAt, NOTHING, readerCountryOf } from '../audience';
import { qualified } from '../../../collections/qualified';
import { withoutStoredLanguages } from '../../../collections/reader-language';
import type { ComputedValues, ServerResource } from '../../../collections/types';

/** The list's excerpt: the start of the body as plain text. */
const EXCERPT_LENGTH = 220;
/** Enough of a body's HTML for the excerpt's text (tags and all), so a page never reads six whole bodies per row. */
const BODY_START = 2000;

/** The announcements aimed at the reader and published now (audience.ts, the rule of `get` and `markRead` too). */
function aimedAtReader(actor: Actor | null) {
  if (!actor) return NOTHING;
  return aimedAt(actor, actor.companyId === null ? null : readerCountryOf(actor.companyId), new Date());
}

/**
 * Per reader: whether they have not opened it (no announcement_reads row of theirs; the pair index starts with the
 * user), and the start of each language's body for the excerpt.
 */
function announcementValues(actor: Actor | null): ComputedValues {
  const values: Record<string, SQL> = {
    unread: sql<number>`(not exists (select 1 from ${announcementReads} where ${announcementReads.userId} = ${actor?.id ?? ''} and ${announcementReads.announcementId} = ${qualified(announcements.id)}))`,
  };
  for (const code of LOCALE_CODES) values[`bodyStart_${code}`] = sql<string>`substr(${announcements[`body_${code}`]}, 1, ${BODY_START})`;
  return values;
}

/** A page's rows with the title and the excerpt in the reader's language (English where it has none), not the six. */
async function inReadersLanguage(ctx: Ctx<'locale'>, rows: ResourceRow<ResourceId>[]): Promise<ResourceRow<ResourceId>[]> {
  return rows.map((row) => {
    const bodies = Object.fromEntries(LOCALE_CODES.map((code) => [`body_${code}`, row[`bodyStart_${code}`]]));
    const shown = { ...row, title: localizedField(row, 'title', ctx.locale), excerpt: textOf(localizedField(bodies, 'body', ctx.locale), EXCERPT_LENGTH) };
    return withoutStoredLanguages(shown, ['title', 'bodyStart']);
  });
}

/**
 * The server half of /portal/announcements: Voltara's announcements, each shown to the readers it is aimed at within
 * its window (scope 'shared'; the rule is `holds`, so another audience's announcement is "not found"). A few hundred
 * rows at most: the title search reads them all (any of the six languages, as typed).
 */
export const portalAnnouncementsCollection = {
  def: portalAnnouncementsResource,
  table: announcements,
  scope: 'shared',
  holds: aimedAtReader,
  computed: announcementValues,
  search: (term) => containsAny(LOCALE_CODES.map((code) => announcements[`title_${code}`]), term) ?? sql`1 = 1`,
  present: inReadersLanguage,
} satisfies ServerResource;

