import { sql, type SQL } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import { COMPANY_ROLES } from '../shared/auth/roles';
import type { Actor } from './auth/actor';

/** A condition that matches no row: used when an actor has no claim to any. */
const NOTHING = sql`0 = 1`;

/**
 * Rows of the actor's own distributor company (DECISIONS.md: companies never see each other's data). Admins see all
 * (undefined means "no restriction"); anyone else, or a company role without a company, sees nothing.
 */
export function companyScope(actor: Actor | null, companyColumn: SQLiteColumn | SQL): SQL | undefined {
  if (actor?.role === 'admin') return undefined;
  if (!actor || !COMPANY_ROLES.includes(actor.role) || actor.companyId === null) return NOTHING;
  return sql`${companyColumn} = ${actor.companyId}`;
}

/** Rows that belong to the actor (customers' products, returns, certificates, courses). Admins see all. */
export function ownScope(actor: Actor | null, ownerColumn: SQLiteColumn | SQL): SQL | undefined {
  if (actor?.role === 'admin') return undefined;
  if (!actor) return NOTHING;
  return sql`${ownerColumn} = ${actor.id}`;
}
