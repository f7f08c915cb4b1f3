import { and, eq, isNull } from 'drizzle-orm';
import { localizedField, toLocaleCode, type Locale } from '../../../shared/locales';
import type { PortalAnnouncementDetail } from '../../../shared/announcements/announcements.types';
import type { Actor } from '../../auth/actor';
import { announcementReads, announcements } from '../../db/schema';
import { notFound } from '../../errors';
import { aimedAt, readerCountry } from './audience';
import type { Ctx } from '../../service-context';

/**
 * /portal/announcements/{id} and the read markers (issue 12): an announcement aimed at the reader and published now,
 * read or unread per reader (the list is the portalAnnouncements collection, features/announcements/collections/portal-announcements.ts,
 * under the same rule). One not aimed at the reader, or outside its window, is "not found" by id, exactly as an
 * unknown one.
 */

/** The columns of the reader's language and of English (the fallback), not the other four. */
function textColumns(locale: Locale) {
  const code = toLocaleCode(locale);
  return {
    [`title_${code}`]: announcements[`title_${code}`],
    title_EN: announcements.title_EN,
    [`body_${code}`]: announcements[`body_${code}`],
    body_EN: announcements.body_EN,
  };
}

/** My read of each announcement: joined per row, so "unread" is a missing row. */
const myRead = (actor: Actor) => and(eq(announcementReads.announcementId, announcements.id), eq(announcementReads.userId, actor.id));

/** One announcement aimed at the reader and published now; anything else answers 404. */
export async function getAnnouncement(ctx: Ctx<'deps' | 'actor' | 'locale'>, { id }: { id: number }): Promise<PortalAnnouncementDetail> {
  const { deps, actor, locale } = ctx;
  const visible = aimedAt(actor, await readerCountry(deps, actor), new Date());
  const [row] = await deps.db
    .select({ id: announcements.id, publishFrom: announcements.publishFrom, readId: announcementReads.id, text: textColumns(locale) })
    .from(announcements)
    .leftJoin(announcementReads, myRead(actor))
    .where(and(eq(announcements.id, id), visible));
  if (!row) throw notFound('Announcement');
  return {
    id: row.id,
    title: localizedField(row.text, 'title', locale),
    // Sanitised when it was saved (admin form and seed alike): the page renders it as HTML.
    bodyHtml: localizedField(row.text, 'body', locale),
    publishedAt: row.publishFrom.toISOString(),
    read: row.readId !== null,
  };
}

/** Opening an announcement marks it read (once; a second time changes nothing). Not aimed at the reader: 404. */
export async function markAnnouncementRead(ctx: Ctx<'deps' | 'actor'>, { id }: { id: number }): Promise<{ read: true }> {
  const { deps, actor } = ctx;
  const visible = aimedAt(actor, await readerCountry(deps, actor), new Date());
  const [row] = await deps.db.select({ id: announcements.id }).from(announcements).where(and(eq(announcements.id, id), visible));
  if (!row) throw notFound('Announcement');
  await deps.db.insert(announcementReads).values({ announcementId: id, userId: actor.id, readAt: new Date() }).onConflictDoNothing();
  return { read: true };
}

/** "Mark all as read": every announcement the reader can see now; returns how many were unread. */
export async function markAllAnnouncementsRead(ctx: Ctx<'deps' | 'actor'>): Promise<{ marked: number }> {
  const { deps, actor } = ctx;
  const visible = aimedAt(actor, await readerCountry(deps, actor), new Date());
  const unread = await deps.db
    .select({ id: announcements.id })
    .from(announcements)
    .leftJoin(announcementReads, myRead(actor))
    .where(and(visible, isNull(announcementReads.id)));
  if (unread.length === 0) return { marked: 0 };
  const readAt = new Date();
  // One statement: all or nothing, and a read made meanwhile in another tab is simply kept.
  await deps.db
    .insert(announcementReads)
    .values(unread.map((row) => ({ announcementId: row.id, userId: actor.id, readAt })))
    .onConflictDoNothing();
  return { marked: unread.length };
}
