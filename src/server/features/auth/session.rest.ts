import { Hono } from 'hono';
import { signOut, toSessionUser } from './index';
import { unauthenticated } from '../../errors';
import type { AppEnv } from '../../http/app-env';
import { errorResponse } from '../../rest/respond';
import { anonymousContext } from '../../rest/guard';

/** GET /api/user: `{"data": user}` or 401. */
export const userApi = new Hono<AppEnv>().onError((error, c) => errorResponse(c, error)).get('/', async (c) => {
  const actor = await c.var.actor();
  if (!actor) throw unauthenticated();
  return c.json({ data: toSessionUser(actor) });
});

/** POST /logout: 204, also when already signed out. */
export const logoutApi = new Hono<AppEnv>().onError((error, c) => errorResponse(c, error)).post('/', async (c) => {
  await signOut(anonymousContext(c));
  return c.body(null, 204);
});
