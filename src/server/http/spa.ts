import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { matchRoute } from '../../shared/routes';
import type { AppDeps } from '../deps';
import { landingPages } from '../db/schema';
import { notFoundEvent, recordWebsiteEvent } from '../services/website-log';
import type { AppEnv } from './app-env';

/** Shown only when the SPA has not been built (integration tests that never open a browser). */
const UNBUILT_SHELL = '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Voltara Test Equipment</title></head><body><div id="root"></div></body></html>';

/**
 * Page requests answer with the SPA's index.html: 200 when a route of shared/routes.ts matches (a landing page only
 * when its slug exists), otherwise 404 with the same document, which renders the not-found page.
 */
export function createSpaHandler(deps: AppDeps, clientDir: string) {
  const indexFile = join(clientDir, 'index.html');
  let html: string | null = null;
  const document = () => (html ??= existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : UNBUILT_SHELL);

  async function pageExists(pathname: string): Promise<boolean> {
    const match = matchRoute(pathname);
    if (!match) return false;
    if (match.route.lookup !== 'landing') return true;
    const [page] = await deps.db
      .select({ id: landingPages.id })
      .from(landingPages)
      .where(and(eq(landingPages.slug, match.params.slug ?? ''), eq(landingPages.published, true)));
    return page !== undefined;
  }

  return async (c: Context<AppEnv>) => {
    const status = (await pageExists(c.req.path)) ? 200 : 404;
    if (status === 404) recordWebsiteEvent(deps, notFoundEvent(c));
    c.header('Cache-Control', 'no-cache');
    return c.html(document(), status);
  };
}
