import { and, eq, ne } from 'drizzle-orm';
import type { OwnSession } from '../../../../shared/privacy/privacy.schema';
import { sessions } from '../../../db/schema';
import { notFound } from '../../../errors';
import { signOut } from '../../auth/session';
import { liveSessionsOf } from '../../users/detail';
import type { Ctx } from '../../../service-context';

/**
 * The account's own signed-in sessions (/account/sessions): always the actor's rows, never another account's. Deleting
 * a row signs that browser out on its next request (no cookie cache, auth.ts). The token is never read.
 */
export async function listOwnSessions(ctx: Ctx<'deps' | 'actor'>): Promise<OwnSession[]> {
  const { deps, actor } = ctx;
  const rows = await liveSessionsOf(deps, actor.id);
  return rows
    .map((row) => ({
      id: row.id,
      user_agent: row.userAgent,
      ip_address: row.ipAddress,
      created_at: row.createdAt.toISOString(),
      last_active_at: (row.id === actor.sessionId ? new Date() : row.updatedAt).toISOString(),
      current: row.id === actor.sessionId,
    }))
    .sort((a, b) => Number(b.current) - Number(a.current));
}

/**
 * Signs one of the actor's sessions out; an id that is not theirs is a 404, whoever it belongs to. Signing out the
 * session asking also clears its cookies, as "Log out" does.
 */
export async function signOutSession(ctx: Ctx<'deps' | 'actor' | 'scope'>, { session_id: sessionId }: { session_id: string }): Promise<{ current: boolean }> {
  const { deps, actor } = ctx;
  const [removed] = await deps.db
    .delete(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, actor.id)))
    .returning({ id: sessions.id });
  if (!removed) throw notFound('Session');
  const current = removed.id === actor.sessionId;
  if (current) await signOut(ctx);
  return { current };
}

/** "Sign out all other sessions": every session of the actor but the one asking. */
export async function signOutOtherSessions(ctx: Ctx<'deps' | 'actor'>): Promise<{ signed_out: number }> {
  const { deps, actor } = ctx;
  const removed = await deps.db
    .delete(sessions)
    .where(and(eq(sessions.userId, actor.id), ne(sessions.id, actor.sessionId)))
    .returning({ id: sessions.id });
  return { signed_out: removed.length };
}
