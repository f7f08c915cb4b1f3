import { and, count, desc, eq, lt } from 'drizzle-orm';
import type { ConsentRow, GdprRequestRow } from '../../../../shared/logs/gdpr.schema';
import type { KeysetPage } from '../../../../shared/list/page';
import { consents, gdprLog } from '../../../db/schema';
import { cursorPosition, keysetPage, keysetReadLimit, olderThan } from '../../../list';
import type { Ctx } from '../../../service-context';

/**
 * Consents given and withdrawn, newest first by id (ids grow with time), all or one account's: the account filter
 * uses the (user_id) index, which also holds the id, so both orders and counts stay index reads.
 */
export async function listConsents(ctx: Ctx<'deps'>, options: { cursor?: string | undefined; userId?: string | undefined; perPage: number }): Promise<KeysetPage<ConsentRow>> {
  const { deps } = ctx;
  const cursor = cursorPosition(options.cursor);
  const filter = options.userId ? eq(consents.userId, options.userId) : undefined;
  const rows = await deps.db
    .select()
    .from(consents)
    .where(and(filter, cursor ? lt(consents.id, cursor.id) : undefined))
    .orderBy(desc(consents.id))
    .limit(keysetReadLimit(options.perPage));
  const [counted] = await deps.db.select({ total: count() }).from(consents).where(filter);
  return keysetPage(rows, options.perPage, counted?.total ?? 0, () => 0, (row) => ({
    id: row.id,
    userId: row.userId,
    email: row.email,
    kind: row.kind,
    given: row.given,
    createdAt: row.createdAt.toISOString(),
  }));
}

/** Personal-data exports and erasures, newest first by (created_at, id). */
export async function listGdprRequests(ctx: Ctx<'deps'>, options: { cursor?: string | undefined; perPage: number }): Promise<KeysetPage<GdprRequestRow>> {
  const { deps } = ctx;
  const cursor = cursorPosition(options.cursor);
  const rows = await deps.db
    .select()
    .from(gdprLog)
    .where(cursor ? olderThan(gdprLog.createdAt, gdprLog.id, cursor) : undefined)
    .orderBy(desc(gdprLog.createdAt), desc(gdprLog.id))
    .limit(keysetReadLimit(options.perPage));
  const [counted] = await deps.db.select({ total: count() }).from(gdprLog);
  return keysetPage(rows, options.perPage, counted?.total ?? 0, (row) => row.createdAt.getTime(), (row) => ({
    id: row.id,
    kind: row.kind,
    subjectId: row.subjectId,
    actorEmail: row.actorEmail,
    createdAt: row.createdAt.toISOString(),
  }));
}
