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
}

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
  extra: Pick<RouteDef, 'lookup'> = {},
): RouteDef<Id> {
  const layout: Layout = area === 'admin' ? 'admin' : area === 'guide' ? 'blank' : 'default';
  return { path, id, area, layout, ...(permission ? { permission } : {}), ...extra };
}

/** Turns `/a/:b/:c?` into a regular expression, as regexparam (wouter's matcher) does. */
function compilePattern(pattern: string): { regex: RegExp; keys: string[] } {
  const keys: string[] = [];
  let source = '';
  for (const segment of pattern.split('/').slice(1)) {
    const param = /^:(\w+)(\?)?$/.exec(segment);
    if (!param) {
      source += `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
      continue;
    }
    keys.push(param[1] as string);
    source += param[2] ? '(?:/([^/]+?))?' : '/([^/]+?)';
  }
  return { regex: new RegExp(`^${source || '/'}/?$`, 'i'), keys };
}

/** A matcher over `routes` in their order: the first route whose pattern matches the path (no query string), or null. */
export function createMatcher<Id extends string>(routes: readonly RouteDef<Id>[]): (pathname: string) => RouteMatch<Id> | null {
  const compiled = routes.map((def) => ({ def, ...compilePattern(def.path) }));
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
