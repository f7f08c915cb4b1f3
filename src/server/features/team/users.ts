import { and, asc, eq, inArray, isNotNull, max, sql, type SQL } from 'drizzle-orm';
import { isRole } from '../../../shared/auth/roles';
import { localeOf } from '../../../shared/locales';
import { roleWithinReach, type UserState } from '../../../shared/team/team.schema';
import type { PortalCompanyChoice, PortalUserRow } from '../../../shared/team/team.types';
import type { Actor } from '../../auth/actor';
import type { AppDeps } from '../../deps';
import { accounts, companies, sessions, users } from '../../db/schema';
import { notFound } from '../../errors';
import { companyScope } from '../../scope';
import { teamError } from './messages';
import type { Ctx } from '../../service-context';

/**
 * /portal/users (issue 12): the people of the reader's company, as the workflows of ./user-writes.ts read and answer
 * them; the list itself is the team collection (features/team/collections/team.ts). Every read goes through
 * `portalUserScope`, so a user of another company answers exactly as an unknown id (404).
 */

/** The audit log section of every write of /portal/users. */
export const PORTAL_USERS_SECTION = 'portal-users';

/** The company's accounts; an admin's portal covers every company's (never accounts outside a company). */
export function portalUserScope(actor: Actor): SQL {
  return companyScope(actor, users.companyId) ?? isNotNull(users.companyId);
}

/** Someone who has never set a password has no credential account yet: their invitation is still open. */
const hasPassword = sql`exists (select 1 from ${accounts} where ${accounts.userId} = ${users.id} and ${accounts.providerId} = 'credential')`;

const rowColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  role: users.role,
  locale: users.locale,
  disabled: users.disabled,
  createdAt: users.createdAt,
  companyName: companies.name,
  hasPassword: sql<number>`${hasPassword}`,
};

type RowData = {
  id: string;
  name: string;
  email: string;
  role: string;
  locale: string;
  disabled: boolean;
  createdAt: Date;
  companyName: string | null;
  hasPassword: number;
};

function stateOf(row: Pick<RowData, 'disabled' | 'hasPassword'>): UserState {
  if (row.disabled) return 'disabled';
  return Number(row.hasPassword) ? 'active' : 'invited';
}

export function toUserRow(actor: Actor, row: RowData, lastSignIn: Date | null): PortalUserRow {
  const role = isRole(row.role) ? row.role : 'user';
  const isSelf = row.id === actor.id;
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role,
    locale: localeOf(row.locale),
    state: stateOf(row),
    lastSignInAt: lastSignIn?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    companyName: row.companyName ?? '',
    manageable: !isSelf && roleWithinReach(actor.role, role),
    isSelf,
  };
}

/** The newest session start of each user (sessions_user_idx), for the page's rows only. */
async function lastSignIns(deps: AppDeps, ids: string[]): Promise<Map<string, Date>> {
  if (ids.length === 0) return new Map();
  const rows = await deps.db
    .select({ userId: sessions.userId, at: max(sessions.createdAt) })
    .from(sessions)
    .where(inArray(sessions.userId, ids))
    .groupBy(sessions.userId);
  return new Map(rows.filter((row) => row.at !== null).map((row) => [row.userId, new Date(row.at!)]));
}

/** Rows of the given users, joined to their company, with their last sign-in. */
export async function selectUserRows(deps: AppDeps, actor: Actor, where: SQL | undefined, orderBy: SQL[] = []): Promise<PortalUserRow[]> {
  const rows = await deps.db
    .select(rowColumns)
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(where)
    .orderBy(...orderBy);
  const signIns = await lastSignIns(
    deps,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toUserRow(actor, row, signIns.get(row.id) ?? null));
}

/** One user of the reader's company as a row (after a write), or 404. */
export async function getCompanyUser(deps: AppDeps, actor: Actor, id: string): Promise<PortalUserRow> {
  const [row] = await selectUserRows(deps, actor, and(eq(users.id, id), portalUserScope(actor)));
  if (!row) throw notFound('User');
  return row;
}

/** The companies the reader may invite into: their own; an admin, every company (a short list). */
export async function listInviteCompanies(ctx: Ctx<'deps' | 'actor'>): Promise<PortalCompanyChoice[]> {
  const { deps, actor } = ctx;
  const scope = companyScope(actor, companies.id);
  return deps.db.select({ id: companies.id, name: companies.name }).from(companies).where(scope).orderBy(asc(companies.name));
}

/**
 * The stored account a write may touch: in the reader's company (else 404, as if unknown) and within their reach
 * (else 403 with the reason). Admins reach every company role.
 */
export async function loadManagedUser(deps: AppDeps, actor: Actor, id: string) {
  const [row] = await deps.db
    .select({ user: users, hasPassword: sql<number>`${hasPassword}` })
    .from(users)
    .where(and(eq(users.id, id), portalUserScope(actor)));
  if (!row) throw notFound('User');
  return { ...row.user, state: stateOf({ disabled: row.user.disabled, hasPassword: row.hasPassword }) };
}

export function assertWithinReach(actor: Actor, role: string, locale: Actor['locale'], field?: string): void {
  if (!isRole(role) || !roleWithinReach(actor.role, role)) throw teamError(403, field ? 'roleOutOfReach' : 'userOutOfReach', locale, field);
}
