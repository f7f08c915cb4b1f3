import { dehydrate, type QueryClient } from '@tanstack/react-query';
import type { TRPCOptionsProxy } from '@trpc/tanstack-react-query';
import { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from '../lib/i18n-react';
import { Router } from 'wouter';
import type { AppRouter } from '../../server/trpc/app-router';
import { matchRoute, rendersOnServer } from '../../shared/routes';
import type { Locale } from '../../shared/locales';
import { headTags } from '../../shared/seo/head-tags';
import { App } from '../App';
import { createTrpcClient } from '../trpc';
import { FRAME_NAMESPACES } from '../i18n';
import { frameQueryHashes, loadFrame, SHARED_NAMESPACES } from './frame-loader';
import type { LoadContext } from './load-context';
import { notFoundPage } from './not-found';
import { loaderFor } from './page-loaders';
import { dehydratesToBrowser } from './server-only-queries';
import { ServerQueryClient } from './server-query-client';
import { stateBytes, type CachedJson } from './state-bytes';
import { SSR_STATE_ID, type SsrState } from './state';

/** The server renderer's interface (built by `vite build --ssr` into dist/ssr, loaded by server/http/ssr.ts). */
export interface RenderRequest {
  path: string;
  /** The query string without `?`: the parameters the route reads only, in their order (shared/route-tables/query.ts). */
  search: string;
  locale: Locale;
  origin: string;
  /** tRPC query options that call the procedures in process, as a signed-out visitor, filling `queryClient`. */
  makeTrpc(queryClient: QueryClient): TRPCOptionsProxy<AppRouter>;
  /** The JSON text the server already has of a value its procedures answered (server/cache.ts), for the state. */
  cachedJson?: CachedJson;
  /**
   * Where the browser gets the frame's state (renderFrameState): given, the page's own state leaves out the frame's
   * queries and translations, the same on every page, which the browser then fetches once and keeps.
   */
  frameUrl?: string;
}

/** What the frame's state is rendered for: one language, as a signed-out visitor. */
export type FrameRequest = Pick<RenderRequest, 'locale' | 'makeTrpc' | 'cachedJson'>;

export interface RenderedPage {
  status: 200 | 404;
  /** Tags for `<head>`: title, description, canonical, alternates, Open Graph, JSON-LD. */
  head: string;
  /** The markup inside `#root`, as UTF-8. */
  markup: Uint8Array<ArrayBuffer>;
  /** The dehydrated state as UTF-8 JSON safe inside `<script type="application/json" id="ssr-state">`, in pieces. */
  state: Uint8Array<ArrayBuffer>[];
}

export { SSR_STATE_ID };

/**
 * Renders a public page as every visitor sees it (signed out, no cookies, no window). Null when the route is not
 * rendered on the server (account, portal, admin, guarded screens): the caller then sends the client-rendered shell.
 */
export async function renderPage(request: RenderRequest): Promise<RenderedPage | null> {
  const match = matchRoute(request.path);
  if (match && !rendersOnServer(match.route)) return null;

  const { i18nFor } = await import('./server-i18n');
  const i18n = i18nFor(request.locale);
  const queryClient = new ServerQueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const search = new URLSearchParams(request.search);
  const context: LoadContext = {
    trpc: request.makeTrpc(queryClient),
    queryClient,
    params: match?.params ?? {},
    search,
    locale: request.locale,
    origin: request.origin,
    t: i18n.t.bind(i18n),
  };
  const [, loaded] = await Promise.all([loadFrame(context), match ? loaderFor(match.route)(context) : notFoundPage(context)]);

  const markup = await renderToBytes(
    <Router ssrPath={request.path} ssrSearch={request.search}>
      <I18nextProvider i18n={i18n}>
        <App queryClient={queryClient} trpcClient={createTrpcClient()} />
      </I18nextProvider>
    </Router>,
  );
  // With a frame URL, the page's state is its own part only: the frame's part comes from renderFrameState.
  const frame = request.frameUrl ? frameQueryHashes(context) : null;
  const namespaces = frame
    ? (loaded.namespaces ?? []).filter((namespace) => !SHARED_NAMESPACES.includes(namespace))
    : [...FRAME_NAMESPACES, ...(loaded.namespaces ?? [])];
  const state: SsrState = {
    locale: request.locale,
    resources: resourcesOf(i18n, request.locale, namespaces),
    queries: dehydrate(queryClient, { shouldDehydrateQuery: (query) => dehydratesToBrowser(query) && !frame?.has(query.queryHash) }),
  };
  return {
    status: loaded.found ? 200 : 404,
    head: headTags(loaded.head, { origin: request.origin, path: request.path, search, locale: request.locale }),
    markup,
    state: stateBytes(state, request.cachedJson ?? (() => undefined)),
  };
}

/**
 * The state every server-rendered page in one language shares: the frame's queries (menus, tags, banners) and its
 * translations. The browser fetches it once from the address the page names and keeps it (server/http/pages.ts).
 */
export async function renderFrameState(request: FrameRequest): Promise<Uint8Array<ArrayBuffer>[]> {
  const { i18nFor } = await import('./server-i18n');
  const i18n = i18nFor(request.locale);
  const queryClient = new ServerQueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  await loadFrame({ trpc: request.makeTrpc(queryClient), queryClient });
  const state: SsrState = {
    locale: request.locale,
    resources: resourcesOf(i18n, request.locale, SHARED_NAMESPACES),
    queries: dehydrate(queryClient, { shouldDehydrateQuery: dehydratesToBrowser }),
  };
  return stateBytes(state, request.cachedJson ?? (() => undefined));
}

/** The bundles of the page's namespaces, in its language and in English (the fallback of an untranslated key). */
function resourcesOf(i18n: I18n, locale: Locale, namespaces: readonly string[]): SsrState['resources'] {
  const languages = locale === 'en' ? ['en'] : [locale, 'en'];
  return Object.fromEntries(
    languages.map((language) => [
      language,
      Object.fromEntries(namespaces.map((ns) => [ns, (i18n.getResourceBundle(language, ns) ?? {}) as Record<string, unknown>])),
    ]),
  );
}

/**
 * Waits for everything, lazy chunks included, before the first byte is written, so every boundary is complete and
 * written in place: the HTML needs no inline script (the Content-Security-Policy allows none). The markup stays the
 * UTF-8 bytes React wrote: decoding them into a string and encoding it again for the response cost ~0.5 ms a page.
 */
function renderToBytes(element: React.ReactNode): Promise<Uint8Array<ArrayBuffer>> {
  return new Promise((resolve, reject) => {
    let failure: unknown = null;
    const stream = renderToPipeableStream(element, {
      // React moves boundaries past this many bytes out of line, to be revealed by an inline script; a page sent
      // whole needs none of that.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onAllReady() {
        if (failure) return reject(failure);
        // React never writes into a chunk it has handed over (it starts a new view), so the chunks are kept as given.
        const chunks: Buffer[] = [];
        const sink = new Writable({
          // Strings React writes whole (a long text) arrive as Buffers too (decodeStrings, the default).
          write(chunk: Buffer, _encoding, done) {
            chunks.push(chunk);
            done();
          },
          // The whole page is kept in memory anyway: never make React wait for a 'drain'.
          highWaterMark: Number.MAX_SAFE_INTEGER,
        });
        sink.on('finish', () => {
          const bytes = Buffer.concat(chunks);
          resolve(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.length));
        });
        sink.on('error', reject);
        stream.pipe(sink);
      },
      onShellError: reject,
      onError(error) {
        failure ??= error;
      },
    });
  });
}
