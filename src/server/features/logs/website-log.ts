import { eq } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import type { OutboxMessage } from '../../../shared/logs/outbox.schema';
import type { WebsiteLogDetail, WebsiteLogKind } from '../../../shared/logs/website-log.schema';
import type { AppDeps } from '../../deps';
import { outbox, WEBSITE_LOG_KINDS, websiteLog } from '../../db/schema';
import type { AppEnv } from '../../http/app-env';
import type { RequestScope } from '../../request-scope';
import type { Ctx } from '../../service-context';
import { rowOr404 } from '../../db/one-row';

// The shared list of kinds (what the screen offers) must be the column's: a compile error here otherwise.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const kindsMatch: Same<WebsiteLogKind, (typeof WEBSITE_LOG_KINDS)[number]> = true;
void kindsMatch;

type Detail = WebsiteLogDetail;

export interface WebsiteEvent {
  kind: WebsiteLogKind;
  path?: string | undefined;
  email?: string | undefined;
  ip?: string | undefined;
  /** Names and short values only: never a password, a token or a form body. */
  detail?: Detail | undefined;
}

const cut = (value: string | undefined, max: number) => (value ?? '').slice(0, max);

function boundedDetail(detail: Detail | undefined): string {
  const out: Detail = {};
  for (const [key, value] of Object.entries(detail ?? {}).slice(0, 10)) {
    out[key.slice(0, 40)] = typeof value === 'string' ? value.slice(0, 300) : value;
  }
  return JSON.stringify(out);
}

/** Writes in flight, per app: tests and shutdown wait for them with flushWebsiteLog. */
const inFlight = new WeakMap<AppDeps, Set<Promise<void>>>();

/**
 * Records an event without holding up the request: the insert runs after the caller returns, and a failed insert is
 * logged (deps.logger) and never reaches the visitor. Values are cut to size so a crafted URL cannot bloat the table.
 */
export function recordWebsiteEvent(deps: AppDeps, event: WebsiteEvent): void {
  let write: Promise<void>;
  try {
    write = Promise.resolve(
      deps.db.insert(websiteLog).values({
        kind: event.kind,
        path: cut(event.path, 500),
        email: cut(event.email?.toLowerCase(), 254),
        ip: cut(event.ip, 64),
        detail: boundedDetail(event.detail),
        createdAt: new Date(),
      }),
    ).then(
      () => undefined,
      (error: unknown) => deps.logger.warn({ err: error, kind: event.kind }, 'website log write failed'),
    );
  } catch (error) {
    deps.logger.warn({ err: error, kind: event.kind }, 'website log write failed');
    return;
  }
  let writes = inFlight.get(deps);
  if (!writes) inFlight.set(deps, (writes = new Set()));
  writes.add(write);
  void write.finally(() => writes.delete(write));
}

/** Resolves once every event recorded so far is written (or has failed and been logged). */
export async function flushWebsiteLog(deps: AppDeps): Promise<void> {
  await Promise.all([...(inFlight.get(deps) ?? [])]);
}

/** The path of the page that sent the request (same host only, without its query), e.g. the form's page. */
function pagePath(headers: Headers): string {
  try {
    const referer = new URL(headers.get('referer') ?? '');
    return referer.host === headers.get('host') ? referer.pathname : '';
  } catch {
    return '';
  }
}

/** What a service knows of the request: the client address and the page it came from. */
export function scopeEvent(scope: RequestScope): Pick<WebsiteEvent, 'ip' | 'path'> {
  return { ip: scope.ip, path: pagePath(scope.headers) };
}

/** A form was submitted: its name and who sent it, never what was in it. */
export function formEvent(scope: RequestScope, form: string, email: string): WebsiteEvent {
  return { kind: 'form', ...scopeEvent(scope), email, detail: { form } };
}

/** A URL nothing answers: where the link came from (origin and path only) and the client, to find broken links. */
export function notFoundEvent(c: Context<AppEnv>): WebsiteEvent {
  const detail: Detail = { method: c.req.method };
  try {
    const referer = new URL(c.req.header('referer') ?? '');
    detail.referrer = referer.origin + referer.pathname;
  } catch {
    // no or no valid referrer: nothing to add
  }
  const agent = c.req.header('user-agent');
  if (agent) detail.userAgent = agent;
  return { kind: 'not-found', path: c.req.path, ip: c.var.scope?.ip, detail };
}

/** Records every 429 answer, whichever limit produced it (REST, tRPC, auth). Mount after requestContext. */
export function logRateLimitHits(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    if (c.res.status !== 429) return;
    recordWebsiteEvent(deps, {
      kind: 'rate-limit',
      path: c.req.path,
      ip: c.var.scope?.ip,
      detail: { method: c.req.method, retryAfter: c.res.headers.get('retry-after') ?? '' },
    });
  };
}

// ---------------------------------------------------------------------------------------------------------------
// What the screens read (the website log and outbox collections, server/features/logs/collections)

/** An entry's stored detail (JSON) as an object of names and short values; anything else in it is left out. */
export function parseWebsiteDetail(text: string): WebsiteLogDetail {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
    return Object.fromEntries(
      Object.entries(value).filter((entry): entry is [string, string | number | boolean] =>
        ['string', 'number', 'boolean'].includes(typeof entry[1]),
      ),
    );
  } catch {
    return {};
  }
}

/** One e-mail of the outbox with both bodies (its dialog); 404 when it is gone (purged by its retention). */
export async function outboxMessage(ctx: Ctx<'deps'>, { id }: { id: number }): Promise<OutboxMessage> {
  const { deps } = ctx;
  const row = await rowOr404(deps, outbox, eq(outbox.id, id), 'E-mail');
  return { id: row.id, to: row.to, subject: row.subject, text: row.text, html: row.html, createdAt: row.createdAt.toISOString() };
}
