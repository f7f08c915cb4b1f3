import type { Actor } from '../auth/actor';
import type { AppDeps } from '../deps';
import type { Logger } from '../logging/logger';
import type { Locale } from '../../shared/locales';
import type { RequestScope } from '../request-scope';

/** Hono's per-request variables. */
export interface AppEnv {
  Variables: {
    deps: AppDeps;
    logger: Logger;
    locale: Locale;
    requestId: string;
    scope: RequestScope;
    /** Loads the actor once per request, on first use (public cached reads never touch the session). */
    actor: () => Promise<Actor | null>;
  };
}
