import type { QueryClient } from '@tanstack/react-query';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import type { Context } from 'hono';
import { matchRoute, rendersOnServer } from '../../shared/routes';
import { canonicalQuery, queryParamsOf } from '../../shared/route-tables/query';
import { PAGES_AREA } from '../cache';
import type { Locale } from '../../shared/locales';
import type { AppDeps } from '../deps';
import { notFoundEvent, recordWebsiteEvent } from '../features/logs/website-log';
import { appRouter } from '../trpc/app-router';
import type { TrpcContext } from '../trpc/context';
import type { AppEnv } from './app-env';
import { cachedPage, createPageCache, sendCached, type CachedPage } from './page-cache';
import { loadDocumentTemplate, pageExists } from './spa';
import type { FrameRequest, RenderedPage, RenderRequest } from '../../client/ssr/entry-server';
import { createFrameStates } from './frame-state';

/** The server renderer's module (dist/ssr/entry-server.js in production, the source in tests). */
export interface SsrModule {
  renderPage(request: RenderRequest): Promise<RenderedPage | null>;
  /** The state all pages of a language share (absent: each page carries it, as a renderer stand-in in tests does). */
  renderFrameState?(request: FrameRequest): Promise<Uint8Array[]>;
  SSR_STATE_ID: string;
}

export interface PageHandlerOptions {
  clientDir: string;
  /** Loads the renderer once; null (not built) serves the client-rendered shell for every page, as before. */
  loadRenderer: () => Promise<SsrModule | null>;
}

/**
 * Page requests. Public pages are rendered on the server (as a signed-out visitor), cached per language, path and
 * the query parameters its route reads (pageQuery) for one version of the pages area, and sent with their gzip bytes
 * made once; a cached page costs no database query. Account, portal and admin get the shell (noindex). A render error is logged and answered with the shell.
 * Unknown paths and unknown slugs answer 404 with the not-found page rendered.
 */
const SCRIPT_END = Buffer.from('</script>');

export function createPageHandler(deps: AppDeps, options: PageHandlerOptions) {
  const template = loadDocumentTemplate(options.clientDir);
  const cache = createPageCache();
  let renderer: Promise<SsrModule | null> | null = null;
  const rendererModule = () =>
    (renderer ??= options.loadRenderer().catch((error: unknown) => {
      deps.logger.error({ err: error }, 'server renderer unavailable: pages are client-rendered');
      return null;
    }));

  const anonymousContext = (c: Context<AppEnv>, locale: Locale = c.var.locale): TrpcContext => ({
    deps,
    actor: null,
    locale,
    now: new Date(),
    scope: { headers: new Headers(), ip: c.var.scope.ip, setCookies: () => undefined },
  });
  const proceduresFor = (context: TrpcContext) => (queryClient: QueryClient) => createTRPCOptionsProxy({ router: appRouter, ctx: context, queryClient });

  const frames = createFrameStates(deps, async (c, locale) => {
    const module = await rendererModule();
    if (!module?.renderFrameState) return null;
    return module.renderFrameState({ locale, makeTrpc: proceduresFor(anonymousContext(c, locale)), cachedJson: deps.cache.scriptJsonOf });
  });

  const keyOf = (locale: Locale, url: URL, query = pageQuery(url)) => `${locale}\n${url.pathname}\n${query}`;

  /** The page, from the cache or rendered now (then with the time its rendering took, for Server-Timing). */
  async function render(c: Context<AppEnv>, module: SsrModule): Promise<{ page: CachedPage; renderMs?: number } | null> {
    const url = new URL(c.req.url);
    const version = await deps.cache.current(PAGES_AREA);
    const query = pageQuery(url);
    const key = keyOf(c.var.locale, url, query);
    const hit = cache.get(key, version);
    if (hit) return { page: hit };
    const started = performance.now();
    const made = frames.frameFor(c, c.var.locale, version);
    const frame = made instanceof Promise ? await made : made;
    const page = await module.renderPage({
      path: url.pathname,
      search: query,
      locale: c.var.locale,
      origin: deps.env.APP_URL,
      makeTrpc: proceduresFor(anonymousContext(c)),
      cachedJson: deps.cache.scriptJsonOf,
      frameUrl: frame?.url,
    });
    if (!page) return null;
    // The address of the frame's state is an attribute: the page's first script reads it without parsing the state.
    const stateStart = `<script type="application/json" id="${module.SSR_STATE_ID}"${frame ? ` data-frame="${frame.url}"` : ''}>`;
    const html = template.fill({ lang: c.var.locale, head: page.head, markup: page.markup, afterRoot: [Buffer.from(stateStart), ...page.state, SCRIPT_END] });
    const answer = cachedPage(page.status, html, version);
    cache.set(key, answer);
    return { page: answer, renderMs: performance.now() - started };
  }

  async function shell(c: Context<AppEnv>): Promise<Response> {
    const status = (await pageExists(deps, c.req.path)) ? 200 : 404;
    if (status === 404) recordWebsiteEvent(deps, notFoundEvent(c));
    const match = matchRoute(c.req.path);
    // Pages behind a login are never indexed.
    if (match && !rendersOnServer(match.route)) c.header('X-Robots-Tag', 'noindex');
    c.header('Cache-Control', 'no-cache');
    return c.html(template.shell, status);
  }

  const handle = async (c: Context<AppEnv>): Promise<Response> => {
    const match = matchRoute(c.req.path);
    if (match && !rendersOnServer(match.route)) return shell(c);
    const module = await rendererModule();
    if (!module) return shell(c);
    let rendered: Awaited<ReturnType<typeof render>>;
    try {
      rendered = await render(c, module);
    } catch (error) {
      deps.logger.error({ err: error, path: c.req.path }, 'server render failed: sending the client-rendered shell');
      return shell(c);
    }
    if (!rendered) return shell(c);
    const { page, renderMs } = rendered;
    if (page.status === 404) recordWebsiteEvent(deps, notFoundEvent(c));
    // How long this page took to render (data, React, document), shown by the browser's developer tools and read
    // by `npm run bench`; a page from the cache says so instead.
    c.header('Server-Timing', renderMs === undefined ? 'cache;desc="hit"' : `render;dur=${renderMs.toFixed(1)}`);
    return sendPage(c, page);
  };

  /**
   * A page already rendered for this language and URL in the current version, or null (http/cached-reads.ts);
   * without an await when the version is known to be current.
   */
  const cachedPageFor = (locale: Locale, url: URL): CachedPage | null | Promise<CachedPage | null> => {
    const known = deps.cache.peekVersion(PAGES_AREA);
    if (known !== null) return cache.get(keyOf(locale, url), known);
    return deps.cache.current(PAGES_AREA).then((version) => cache.get(keyOf(locale, url), version));
  };

  return { handle, cachedPageFor, frameState: frames.handle };
}

/**
 * The query string a page is rendered and cached with: the parameters its route reads, in their order (issue 28 item
 * 19). Others (`?utm_source=`, `?lang=`, which has chosen the language already) make no different page, so they
 * neither render one nor take room in the cache.
 */
function pageQuery(url: URL): string {
  return url.search === '' ? '' : canonicalQuery(queryParamsOf(matchRoute(url.pathname)?.route.id), url.searchParams);
}

/** The headers of a page answer (also built by http/cached-reads.ts). */
export const PAGE_HEADERS = {
  'Content-Type': 'text/html; charset=UTF-8',
  'Cache-Control': 'no-cache',
  // The language comes from ?lang= or the locale cookie.
  Vary: 'Accept-Encoding, Cookie',
} as const;

function sendPage(c: Context<AppEnv>, page: CachedPage): Response {
  return sendCached(c, page, PAGE_HEADERS);
}
