import { and, desc, eq, gt, sql } from 'drizzle-orm';
import { isRole } from '../../../shared/auth/roles';
import { localeOf } from '../../../shared/locales';
import type { AdminUserDetail, AdminUserSession } from '../../../shared/users/admin-users.schema';
import type { Actor } from '../../auth/actor';
import type { AppDeps } from '../../deps';
import { companies, sessions, users } from '../../db/schema';
import { notFound } from '../../errors';
import { hasPasswordOf, isDeletedOf } from './account-state';
import type { Ctx } from '../../service-context';
import { rowOr404 } from '../../db/one-row';

/** The stored user (the fields the rules and the audit diff compare), or 404. */
export async function loadUser(deps: AppDeps, id: string) {
  return rowOr404(deps, users, eq(users.id, id), 'User');
}

/** What a person's session says about them: when and from where; never its token (the secret). */
export const sessionColumns = {
  createdAt: sessions.createdAt,
  updatedAt: sessions.updatedAt,
  expiresAt: sessions.expiresAt,
  ipAddress: sessions.ipAddress,
  userAgent: sessions.userAgent,
};

/** The user's sessions that have not expired, most recently active first (the admin's user page, /account/sessions). */
export function liveSessionsOf(deps: AppDeps, userId: string) {
  return deps.db
    .select({ id: sessions.id, ...sessionColumns })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, new Date())))
    .orderBy(desc(sessions.updatedAt), desc(sessions.createdAt));
}

/** The user's live sessions, most recently active first; the token (the secret) is never read. */
async function liveSessions(deps: AppDeps, actor: Actor, userId: string): Promise<AdminUserSession[]> {
  const rows = await liveSessionsOf(deps, userId);
  return rows.map((row) => ({
    id: row.id,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
    ip_address: row.ipAddress,
    user_agent: row.userAgent,
    current: row.id === actor.sessionId,
  }));
}

/** The profile and the sessions of one user, for /admin/users/{id}. */
export async function getAdminUser(ctx: Ctx<'deps' | 'actor'>, id: string): Promise<AdminUserDetail> {
  const { deps, actor } = ctx;
  const [row] = await deps.db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      role: users.role,
      companyId: users.companyId,
      companyName: companies.name,
      twoFactorEnabled: users.twoFactorEnabled,
      disabled: users.disabled,
      hasPassword: sql<number>`${hasPasswordOf(users.id)}`,
      deleted: sql<number>`${isDeletedOf(users.email)}`,
      createdAt: users.createdAt,
      locale: users.locale,
      emailVerified: users.emailVerified,
      updatedAt: users.updatedAt,
    })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, id));
  if (!row) throw notFound('User');
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    // A role outside the table cannot be stored through this product; shown as the least privileged if it ever is.
    role: isRole(row.role) ? row.role : 'user',
    company_id: row.companyId,
    company_name: row.companyName,
    two_factor_enabled: row.twoFactorEnabled,
    disabled: row.disabled,
    invited: !row.hasPassword && !row.deleted,
    deleted: Boolean(row.deleted),
    created_at: row.createdAt.toISOString(),
    locale: localeOf(row.locale),
    email_verified: row.emailVerified,
    updated_at: row.updatedAt.toISOString(),
    is_self: row.id === actor.id,
    sessions: await liveSessions(deps, actor, id),
  };
}
