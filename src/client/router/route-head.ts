import type { QueryClient } from '@tanstack/react-query';
import type { TRPCOptionsProxy } from '@trpc/tanstack-react-query';
import type { i18n as I18n, TFunction, TOptions } from 'i18next';
import type { AppRouter } from '../../server/trpc/app-router';
import type { Locale } from '../../shared/locales';
import type { RouteDef } from '../../shared/route-tables/define';
import type { RouteId } from '../../shared/route-tables/ids';
import { headElements } from '../../shared/seo/head-tags';
import { applyHead } from '../lib/apply-head';
import { notFoundPage } from '../ssr/not-found';
import { loaderFor } from '../ssr/page-loaders';

export interface RouteHeadRequest {
  /** Null: no route matched (the not-found page). */
  route: RouteDef<RouteId> | null;
  params: Record<string, string | undefined>;
  path: string;
  search: URLSearchParams;
  locale: Locale;
  trpc: TRPCOptionsProxy<AppRouter>;
  queryClient: QueryClient;
  i18n: I18n;
}

/** The namespace of a key as i18next reads it (`ns:key`, else the default namespace). */
const namespaceOf = (key: string) => (key.includes(':') ? key.slice(0, key.indexOf(':')) : 'common');

/**
 * The browser's run of a route's loader (ssr/page-loaders.ts), for its head: the same function the server renders the
 * page with, over the app's QueryClient, so it asks for the queries the page itself shows (one request for both,
 * answered from the cache when the page has them). Its translations load first; a head whose keys named a namespace
 * not loaded yet is made again once it has.
 */
export async function applyRouteHead(request: RouteHeadRequest, stillCurrent: () => boolean): Promise<void> {
  const { i18n, locale } = request;
  const fixed = i18n.getFixedT(locale);
  const used = new Set<string>(['common', 'routes']);
  // Records the namespaces the head reads (the loaders' keys name them), to load the ones missing.
  const t = ((key: string, options?: TOptions) => {
    used.add(namespaceOf(key));
    return options ? fixed(key, options) : fixed(key);
  }) as TFunction;
  const load = request.route ? loaderFor(request.route) : notFoundPage;
  const run = () =>
    load({ ...request, origin: location.origin, t }).then((loaded) => {
      for (const namespace of loaded.namespaces ?? []) used.add(namespace);
      return loaded;
    });
  await i18n.loadNamespaces([...used]);
  let loaded = await run();
  const missing = [...used].filter((namespace) => !i18n.hasLoadedNamespace(namespace, { lng: locale }));
  if (missing.length > 0) {
    await i18n.loadNamespaces(missing);
    loaded = await run();
  }
  if (!stillCurrent()) return;
  applyHead(headElements(loaded.head, { origin: location.origin, path: request.path, search: request.search, locale }));
}
