import { existsSync } from 'node:fs';
import type { RequestListener } from 'node:http';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Hono } from 'hono';
import { requestId } from 'hono/request-id';
import { serveStatic } from '@hono/node-server/serve-static';
import { trpcServer } from '@hono/trpc-server';
import { sql } from 'drizzle-orm';
import { createCsrf } from './auth/csrf';
import type { AppDeps } from './deps';
import { DomainError, MESSAGES } from './errors';
import type { AppEnv } from './http/app-env';
import { compressWhenAccepted, limitBodies } from './http/performance';
import { requestContext } from './http/request-context';
import { requestLog, securityHeaders } from './http/security-headers';
import { createPageHandler, type SsrModule } from './http/pages';
import { FRAME_STATE_PATH } from './http/frame-state';
import { eventCalendarApi } from './features/editorial/calendar.rest';
import { datasheetsApi } from './features/catalog/datasheets.rest';
import { contentApi } from './rest/content';
import { countriesApi } from './features/countries/countries.rest';
import { resourceExportApi } from './collections/export.rest';
import { accountDataApi } from './features/privacy/account-data.rest';
import { downloadsApi } from './features/downloads/downloads.rest';
import { certificatesApi } from './features/certificates/certificates.rest';
import { courseFilesApi } from './features/courses/course-files.rest';
import { RETURN_ATTACHMENT_UPLOAD_PATH, returnsApi } from './features/returns/returns.rest';
import { portalDownloadsApi } from './features/downloads/portal-downloads.rest';
import { portalAgreementsApi } from './features/agreements/portal-agreements.rest';
import { errorResponse } from './rest/respond';
import { robotsTxt, sitemapXml } from './features/seo/sitemap';
import { logoutApi, userApi } from './features/auth/session.rest';
import { mediaApi, UPLOAD_PATH, uploadsApi } from './features/files/uploads.rest';
import { appRouter } from './trpc/app-router';
import { cachedTrpcAnswers, cachedTrpcQueries } from './trpc/cached-queries';
import { cachedReads } from './http/cached-reads';
import { buildFiles } from './http/build-files';
import { siteListener } from './http/site-listener';
import { logRateLimitHits, notFoundEvent, recordWebsiteEvent } from './features/logs/website-log';
import type { TrpcContext } from './trpc/context';

export interface AppOptions {
  /** Folder of the built SPA (vite build output). Relative paths resolve from the working directory. */
  clientDir?: string;
  /** The server renderer; by default the SSR build beside the client build (`<clientDir>/../ssr/entry-server.js`). */
  loadRenderer?: () => Promise<SsrModule | null>;
}

/** The SSR build beside the client build, or null when it was not built. */
function builtRenderer(clientDir: string): () => Promise<SsrModule | null> {
  const file = resolve(clientDir, '..', 'ssr', 'entry-server.js');
  return async () => (existsSync(file) ? ((await import(pathToFileURL(file).href)) as SsrModule) : null);
}

/** The Hono app, and the Node request listener the server runs it with (http/site-listener.ts). */
export interface Site {
  app: Hono<AppEnv>;
  listener: RequestListener;
}

/** The Hono app alone: what `app.request()` in the tests goes through, the cached answers included. */
export function createApp(deps: AppDeps, options: AppOptions = {}): Hono<AppEnv> {
  return createSite(deps, options).app;
}

export function createSite(deps: AppDeps, options: AppOptions = {}): Site {
  const clientDir = options.clientDir ?? 'dist/client';
  const csrf = createCsrf(deps.env.AUTH_SECRET, deps.env.APP_URL.startsWith('https://'));
  const app = new Hono<AppEnv>();
  const trpcAnswer = cachedTrpcAnswers(deps);
  const pages = createPageHandler(deps, { clientDir, loadRenderer: options.loadRenderer ?? builtRenderer(clientDir) });

  // The build's files and the answers that are already made skip the chain below (http/build-files.ts,
  // http/cached-reads.ts).
  app.use(buildFiles(deps, clientDir));
  const lane = cachedReads(deps, { xsrfCookie: csrf.cookieForSafeRequest, trpcAnswer, cachedPageFor: pages.cachedPageFor });
  app.use(lane.middleware);
  app.use(requestId());
  app.use(requestLog(deps));
  app.use(securityHeaders(deps));
  app.use(compressWhenAccepted());
  app.use(limitBodies(deps.env.BODY_LIMIT, [UPLOAD_PATH, RETURN_ATTACHMENT_UPLOAD_PATH]));
  app.onError((error, c) => errorResponse(c, error));

  app.get('/healthz', async (c) => {
    try {
      await deps.db.run(sql`select 1`);
      return c.json({ status: 'ok' });
    } catch {
      return c.json({ status: 'unavailable' }, 503);
    }
  });

  // Hashed build assets never change: cache them for a year. Nothing under /assets needs a session or a token.
  app.use(
    '/assets/*',
    serveStatic({
      root: clientDir,
      // The build wrote a Brotli and a gzip copy of each text file (build/compress-assets.ts).
      precompressed: true,
      onFound: (_path, c) => {
        c.header('Cache-Control', 'public, max-age=31536000, immutable');
      },
    }),
  );

  app.use(csrf.middleware);
  app.use(requestContext(deps));
  app.use(logRateLimitHits(deps));

  app.use('/trpc/*', cachedTrpcQueries(trpcAnswer));
  app.use(
    '/trpc/*',
    trpcServer({
      endpoint: '/trpc',
      router: appRouter,
      createContext: async (_opts, c): Promise<TrpcContext> => {
        const context = c as unknown as { var: AppEnv['Variables'] };
        return { deps, actor: await context.var.actor(), locale: context.var.locale, now: new Date(), scope: context.var.scope };
      },
      // DECISIONS.md: a 429 carries Retry-After, on tRPC as on REST.
      responseMeta: ({ errors, paths }) => {
        const headers = new Headers();
        const retry = errors.map((e) => (e.cause instanceof DomainError ? e.cause.retryAfterSeconds : undefined)).find(Boolean);
        if (retry) headers.set('Retry-After', String(retry));
        // A form ticket is the server's time when it was asked for: a stored copy would start the fill time early.
        if (paths?.includes('public.enquiries.formTicket')) headers.set('Cache-Control', 'no-store');
        return { headers };
      },
      onError: ({ error, path }) => {
        if (error.code === 'INTERNAL_SERVER_ERROR') deps.logger.error({ err: error.cause ?? error, path }, 'trpc error');
      },
    }),
  );

  app.route('/api/countries', countriesApi);
  app.route('/api/admin/resources', resourceExportApi);
  app.route(UPLOAD_PATH, uploadsApi);
  app.route('/api/downloads', downloadsApi);
  app.route('/api/certificates', certificatesApi);
  app.route('/api/courses', courseFilesApi);
  app.route('/api/returns', returnsApi);
  app.route('/api/account', accountDataApi);
  app.route('/api/portal/agreements', portalAgreementsApi);
  app.route('/api/portal', portalDownloadsApi);
  app.route('/media', mediaApi);
  app.route('/api/user', userApi);
  app.route('/logout', logoutApi);
  app.route('/api', contentApi);
  app.all('/api/*', (c) => {
    recordWebsiteEvent(deps, notFoundEvent(c));
    return c.json({ message: MESSAGES.notFound }, 404);
  });

  app.get('/sitemap.xml', async (c) =>
    c.body(await sitemapXml(deps), 200, { 'Content-Type': 'application/xml; charset=UTF-8', 'Cache-Control': 'public, max-age=3600' }),
  );
  app.get('/robots.txt', (c) => c.body(robotsTxt(deps), 200, { 'Content-Type': 'text/plain; charset=UTF-8', 'Cache-Control': 'public, max-age=86400' }));
  // "Add to calendar" on an event page: /events/{id}/calendar.ics (the pages themselves are rendered below).
  app.route('/events', eventCalendarApi);
  // "Datasheet" on a product page: /product/{slug}/datasheet/{lang}.pdf, made from the catalogue (issue 30 item 15).
  app.route('/product', datasheetsApi);

  // Public files of the build (images, favicon): cached for a day, revalidated after.
  app.use(
    '*',
    serveStatic({
      root: clientDir,
      precompressed: true,
      rewriteRequestPath: (path) => (path === '/' || path.endsWith('.html') ? '/__no_such_file__' : path),
      onFound: (_path, c) => {
        c.header('Cache-Control', 'public, max-age=86400');
      },
    }),
  );
  app.get(`${FRAME_STATE_PATH}/:locale/:file`, pages.frameState);
  app.get('*', pages.handle);
  app.all('*', (c) => {
    recordWebsiteEvent(deps, notFoundEvent(c));
    return c.json({ message: MESSAGES.notFound }, 404);
  });
  return { app, listener: siteListener(app, lane, deps.logger) };
}

