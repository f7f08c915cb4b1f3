import type { Context } from 'hono';
import { can, type Permission } from '../../shared/auth/policy';
import { forbidden, unauthenticated } from '../errors';
import type { AppEnv } from '../http/app-env';
import type { ServiceContext, VisitorContext } from '../service-context';

/** The context of an endpoint anyone may call: the handlers' one context (service-context.ts), signed in or not. */
export async function visitorContext(c: Context<AppEnv>): Promise<VisitorContext> {
  return { deps: c.var.deps, actor: await c.var.actor(), locale: c.var.locale, now: new Date(), scope: c.var.scope };
}

/**
 * The context of a public read that answers everyone alike (and may be cached): the actor is left out on purpose, so
 * the request never waits for the session lookup.
 */
export function anonymousContext(c: Context<AppEnv>): VisitorContext {
  return { deps: c.var.deps, actor: null, locale: c.var.locale, now: new Date(), scope: c.var.scope };
}

/** The REST twin of the tRPC permission middleware: same policy, same 401/403; the signed-in handler context. */
export async function requirePermission(c: Context<AppEnv>, permission: Permission): Promise<ServiceContext> {
  const ctx = await visitorContext(c);
  if (!ctx.actor) throw unauthenticated();
  if (!can(ctx.actor, permission)) throw forbidden();
  return { ...ctx, actor: ctx.actor };
}
