import type { Context } from 'hono';
import type { AppEnv } from '../../http/app-env';

/** Sends JSON text the response cache already serialised (no parse and stringify per request). */
export const sendJson = (c: Context<AppEnv>, body: string) => c.body(body, 200, { 'Content-Type': 'application/json' });

/** Query flags as the original site's clients send them: `true`/`1` and `false`/`0`. */
export function queryFlag(value: string | undefined, fallback: boolean): boolean {
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  return fallback;
}
