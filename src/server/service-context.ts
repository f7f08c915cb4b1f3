import type { Locale } from '../shared/locales';
import type { Actor } from './auth/actor';
import type { AppDeps } from './deps';
import type { RequestScope } from './request-scope';

/**
 * The one context of every handler a router or a REST endpoint calls (issue 29 item 3, decision 0068):
 * `handler(ctx, input)`. A procedure's tRPC context is one of these, so it passes its `ctx` on unchanged; a REST
 * endpoint gets one from its guard (rest/guard.ts).
 *
 * - `actor`: signed in (after a procedure's permission check) or, for public handlers, possibly null.
 * - `locale`: the visitor's language, for messages, labels and formatted values.
 * - `now`: the request's clock, read once, so every date a handler writes or compares is the same instant.
 * - `scope`: what the handler needs of the HTTP request itself (headers, client address, cookies to set).
 *
 * A type alias, not an interface, so that it satisfies @hono/trpc-server's Record<string, unknown> context bound.
 */
export type ServiceContext<A extends Actor | null = Actor> = {
  deps: AppDeps;
  actor: A;
  locale: Locale;
  now: Date;
  scope: RequestScope;
};

/** The context of a handler anyone may call: signed in or not. */
export type VisitorContext = ServiceContext<Actor | null>;

/**
 * The fields of the context a handler reads, e.g. `Ctx<'deps' | 'locale'>`. A procedure passes its whole context; a
 * job, a seed or another handler that has no request passes just these (`{ deps, locale }`).
 */
export type Ctx<K extends keyof ServiceContext> = Pick<ServiceContext, K>;

/** As Ctx, for a handler whose actor may be a visitor who is not signed in. */
export type VisitorCtx<K extends keyof VisitorContext> = Pick<VisitorContext, K>;
