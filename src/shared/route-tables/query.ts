import { ARTICLE_QUERY } from '../../client/public/editorial/routes';
import { AUTH_QUERY } from '../../client/auth/routes';
import { CATALOG_QUERY } from '../../client/public/catalog/routes';
import { CERTIFICATE_QUERY } from '../../client/public/certificates/routes';
import { DEALER_QUERY } from '../../client/public/dealers/routes';
import { INFO_QUERY } from '../../client/public/information/routes';
import { RESOURCE_QUERY } from '../../client/public/resources/routes';
import type { PublicRouteId, RouteId } from './ids';
import type { QueryParam } from './query-params';

export type { QueryParam };

/**
 * The query parameters a server-rendered page reads (issue 28 item 19). Each public section declares, by route id, the
 * ones its loader and its components read (PAGE_QUERY below); the page cache keys a page on those alone, in a fixed order,
 * and the server renders it with those alone, so `?utm_source=...` or any other parameter gets the page already made
 * instead of a new render and a new cache entry. tests/integration/page-query-params.test.ts fails when a page reads one
 * its route does not declare, or when PAGE_QUERY names a route id that does not exist.
 *
 * Only the server imports this module: the route table (public.ts) is in the browser's first load and imports only the
 * sections' route lists, so their query declarations are left out of it (they cost the product page 0.3 kB over its
 * budget while they were in it; scripts/size.mjs).
 */
/** Parameters the frame (the default layout) reads on every page, whatever the route. */
export const FRAME_QUERY: readonly QueryParam[] = ['newsletter'];

/**
 * By public route id: the parameters that page reads, in the order they key it, as each section declares them beside
 * its routes (`<section>/routes.ts`). Absent: none.
 */
export const PAGE_QUERY: Readonly<Partial<Record<PublicRouteId, readonly QueryParam[]>>> = {
  ...AUTH_QUERY,
  ...INFO_QUERY,
  ...ARTICLE_QUERY,
  ...DEALER_QUERY,
  ...RESOURCE_QUERY,
  ...CATALOG_QUERY,
  ...CERTIFICATE_QUERY,
};

/** The query parameters a server-rendered page depends on: its route's, then the frame's (the not-found page: the frame's). */
export function queryParamsOf(routeId: RouteId | null | undefined): readonly QueryParam[] {
  const byRoute: Readonly<Partial<Record<RouteId, readonly QueryParam[]>>> = PAGE_QUERY;
  const own = routeId ? byRoute[routeId] : undefined;
  return own ? [...own, ...FRAME_QUERY] : FRAME_QUERY;
}

/**
 * A value as the pages read it, or null when they read it as absent. Only where every reader agrees: a page number is
 * `Number(value)` as an integer above 1, the newsletter acts on three values, the auth notices on `1`.
 */
const NORMAL_FORMS: Partial<Record<QueryParam, (value: string) => string | null>> = {
  page: (value) => {
    const page = Number(value);
    return Number.isInteger(page) && page > 1 ? String(page) : null;
  },
  newsletter: (value) => (value === 'confirmed' || value === 'invalid' || value === 'signup' ? value : null),
  denied: (value) => (value === '1' ? value : null),
  verified: (value) => (value === '1' ? value : null),
};

/**
 * The query string a page is rendered and cached with: the declared parameters only, each once (the first value, the
 * one `URLSearchParams.get` gives), in the declaration's order, normalised; '' when none is present.
 */
export function canonicalQuery(declared: readonly QueryParam[], search: URLSearchParams): string {
  const kept = new URLSearchParams();
  for (const name of declared) {
    const value = search.get(name);
    if (value === null || kept.has(name)) continue;
    const normal = NORMAL_FORMS[name];
    const canonical = normal ? normal(value) : value;
    if (canonical !== null) kept.set(name, canonical);
  }
  return kept.toString();
}
