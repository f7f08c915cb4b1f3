import type { Context } from 'hono';
import { can, type Permission } from '../../shared/auth/policy';
import type { Actor } from '../auth/actor';
import { forbidden, unauthenticated } from '../errors';
import type { AppEnv } from '../http/app-env';

/** The REST twin of the tRPC permission middleware: same policy, same 401/403. */
export async function requirePermission(c: Context<AppEnv>, permission: Permission): Promise<Actor> {
  const actor = await c.var.actor();
  if (!actor) throw unauthenticated();
  if (!can(actor, permission)) throw forbidden();
  return actor;
}
