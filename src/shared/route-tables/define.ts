import { parse } from 'regexparam';
import type { Permission } from '../auth/policy';

/**
 * The route table's vocabulary, shared by the tables of each area (public.ts, account.ts, portal.ts, admin.ts).
 * The server reads them joined (shared/routes.ts); the browser's public bundle carries the public table only and
 * fetches an area's table with its first page there (client/router/route-tables.ts).
 */
export type Area = 'public' | 'auth' | 'account' | 'portal' | 'admin' | 'guide';
export type Layout = 'default' | 'admin' | 'blank';

export interface RouteDef<Id extends string = string> {
  /** wouter / regexparam pattern: `:name` for a parameter, `:name?` when optional. */
  path: string;
  /** Stable id, a literal type (route-tables/ids.ts RouteId): the client maps it to a screen; i18n title key is `routes.{id}`. */
  id: Id;
  area: Area;
  layout: Layout;
  /** Roles allowed (from the shared policy); absent means anyone. */
  permission?: Permission;
  /** The path exists only when content with that slug exists (the catch-all landing pages). */
  lookup?: 'landing';
  /** A public page without parameters that is not listed in /sitemap.xml (the search pages: noindex). */
  sitemap?: false;
  /**
   * A signed-in page's description (an i18n key, given `brand` and the page's `title`): those pages have no loader, so
   * their head is their title and this (client/ssr/signed-in-heads.ts).
   */
  description?: string;
}

/** The ids of a list of routes (a section's `routes.ts`), as a literal union. */
export type IdsOf<Routes extends readonly RouteDef[]> = Routes[number]['id'];

export interface RouteMatch<Id extends string = string> {
  route: RouteDef<Id>;
  params: Record<string, string>;
}

/** One route. `const Id`: the id keeps its literal type, so the tables' ids make the RouteId union (ids.ts). */
export function route<const Id extends string>(
  path: string,
  id: Id,
  area: Area,
  permission?: Permission,
  extra: Pick<RouteDef, 'lookup' | 'sitemap' | 'description'> = {},
): RouteDef<Id> {
  const layout: Layout = area === 'admin' ? 'admin' : area === 'guide' ? 'blank' : 'default';
  return { path, id, area, layout, ...(permission ? { permission } : {}), ...extra };
}

/** A route's address for a link: its path, an optional last parameter left out (`/resources/downloads/:id?` is the index). */
export const addressOf = (route: Pick<RouteDef, 'path'>): string => route.path.replace(/\/:\w+\?$/, '');

/** A public page in the default layout, rendered on the server. */
export const publicRoute = <const Id extends string>(path: string, id: Id, extra: Pick<RouteDef, 'sitemap'> = {}) =>
  route(path, id, 'public', undefined, extra);

/** A sign-in screen (login, registration, password reset ...): the auth area's chunk, some of them guarded. */
export const authRoute = <const Id extends string>(path: string, id: Id, permission?: Permission) => route(path, id, 'auth', permission);

/** A page of the customer's account: signed in as any user (`account:self`). */
export const accountRoute = <const Id extends string>(path: string, id: Id) => route(path, id, 'account', 'account:self');

/** A page of the distributor and certified-partner portal, under /portal; most are open to every member. */
export const portalRoute = <const Id extends string>(sub: string, id: Id, { permission = 'portal:access', description }: { permission?: Permission; description?: string } = {}) =>
  route(`/portal${sub}`, id, 'portal', permission, description ? { description } : {});

/** A screen of the back office, under /admin: Voltara's admins only; `description` as RouteDef's. */
export const adminRoute = <const Id extends string>(sub: string, id: Id, description?: string) =>
  route(`/admin${sub}`, id, 'admin', 'admin:access', description ? { description } : {});

/** A matcher over `routes` in their order: the first route whose pattern matches the path (no query string), or null. */
export function createMatcher<Id extends string>(routes: readonly RouteDef<Id>[]): (pathname: string) => RouteMatch<Id> | null {
  // regexparam is wouter's own parser (in the bundle already): case-insensitive, a trailing slash allowed.
  const compiled = routes.map((def) => {
    const { pattern, keys } = parse(def.path);
    return { def, regex: pattern, keys };
  });
  return (pathname) => {
    for (const { def, regex, keys } of compiled) {
      const found = regex.exec(pathname);
      if (!found) continue;
      const params: Record<string, string> = {};
      try {
        keys.forEach((key, index) => {
          const value = found[index + 1];
          if (value !== undefined) params[key] = decodeURIComponent(value);
        });
      } catch {
        return null; // a malformed escape such as "%E0%A4%A" names no page
      }
      return { route: def, params };
    }
    return null;
  };
}

/**
 * Pages every visitor sees alike are rendered on the server (ARCHITECTURE.md "Server rendering"): the default and
 * blank layouts' routes without a permission. Account, portal, admin and guarded auth screens get the shell.
 */
export function rendersOnServer(route: RouteDef): boolean {
  return !route.permission && (route.area === 'public' || route.area === 'auth' || route.area === 'guide');
}

/** i18n key of a route's title in the `routes` namespace (dots would read as nesting). */
export function routeTitleKey(id: string): string {
  return id.replace(/\./g, '_');
}
