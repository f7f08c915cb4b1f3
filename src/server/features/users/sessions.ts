import { and, eq } from 'drizzle-orm';
import { sessions } from '../../db/schema';
import { notFound } from '../../errors';
import { auditInsert } from '../logs/audit';
import { loadUser } from './detail';
import { USERS_SECTION } from './rules';
import type { Ctx } from '../../service-context';

/**
 * Signs the user out of one session: the row goes, so its cookie stops working on the next request (no cookie cache).
 * The entry names the session by id, address and browser, never by its token.
 */
export async function revokeSession(ctx: Ctx<'deps' | 'actor'>, { id: userId, session_id: sessionId }: { id: string; session_id: string }): Promise<void> {
  const { deps, actor } = ctx;
  await loadUser(deps, userId);
  const [session] = await deps.db
    .select({ id: sessions.id, ipAddress: sessions.ipAddress, userAgent: sessions.userAgent })
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)));
  if (!session) throw notFound('Session');
  await deps.db.batch([
    deps.db.delete(sessions).where(eq(sessions.id, sessionId)),
    auditInsert(deps, actor, {
      section: USERS_SECTION,
      action: 'update',
      recordId: userId,
      changes: {
        session_revoked: [{ id: session.id, ip_address: session.ipAddress, user_agent: session.userAgent }, null],
      },
    }),
  ]);
}

/** Signs the user out everywhere (including the admin's own session when it is their own account). */
export async function revokeAllSessions(ctx: Ctx<'deps' | 'actor'>, { id: userId }: { id: string }): Promise<{ revoked: number }> {
  const { deps, actor } = ctx;
  await loadUser(deps, userId);
  const ids = (await deps.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, userId))).map((row) => row.id);
  if (ids.length === 0) return { revoked: 0 };
  await deps.db.batch([
    deps.db.delete(sessions).where(eq(sessions.userId, userId)),
    auditInsert(deps, actor, { section: USERS_SECTION, action: 'update', recordId: userId, changes: { sessions: [ids.length, 0] } }),
  ]);
  return { revoked: ids.length };
}
