import type { AccountRouteId } from './account';
import type { RouteDef } from './define';
import type { AdminRouteId } from './admin';
import type { PortalRouteId } from './portal';
import type { PublicRouteId } from './public';

export type { AccountRouteId, AdminRouteId, PortalRouteId, PublicRouteId };

/**
 * Every page's id, derived from the tables (their ids are literal types): a list keyed by route id is typed
 * `Partial<Record<RouteId, ...>>` or `satisfies Record<...>`, so a misspelt id does not compile (docs/decisions/0042).
 */
export type RouteId = PublicRouteId | AccountRouteId | PortalRouteId | AdminRouteId;
/** The pages behind a login that the browser renders alone (no server render, no loader). */
export type SignedInRouteId = AccountRouteId | PortalRouteId | AdminRouteId;
/** A route of the joined table. */
export type AnyRoute = RouteDef<RouteId>;

/** Names a few public route ids as a type of their own; a misspelt one does not compile (unlike Extract<>). */
export type PublicRoutes<Id extends PublicRouteId> = Id;
