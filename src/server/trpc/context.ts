import type { Actor } from '../auth/actor';
import type { AppDeps } from '../deps';
import type { RequestScope } from '../request-scope';

/** A type alias (not an interface) so it satisfies @hono/trpc-server's Record<string, unknown> context bound. */
export type TrpcContext = {
  deps: AppDeps;
  actor: Actor | null;
  scope: RequestScope;
};
