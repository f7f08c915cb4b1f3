import type { MiddlewareHandler } from 'hono';
import type { Locale } from '../../shared/locales';
import type { AppDeps } from '../deps';
import type { AppEnv } from '../http/app-env';
import { listApplicationsJson } from '../services/content/applications';
import { countriesEntry } from '../services/countries';

/**
 * Public queries without input whose answer is a response-cache entry. A GET for only these (single or batched) is
 * answered here with the cached JSON in tRPC's envelope, before the tRPC handler parses, validates and serialises it
 * again: byte for byte the answer tRPC gives (a test compares them), at a fraction of the cost (docs/benchmarks.md).
 */
const CACHED_QUERIES: Record<string, (deps: AppDeps, locale: Locale) => Promise<string>> = {
  'public.countries': async (deps, locale) => (await countriesEntry(deps, locale)).body,
  'public.content.applications': listApplicationsJson,
};

export function cachedTrpcQueries(deps: AppDeps): MiddlewareHandler<AppEnv> {
  // The envelope text per procedure, rebuilt only when the cached body changes (same string while cached).
  const envelopes = new Map<string, { data: string; envelope: string }>();
  const envelopeOf = (path: string, data: string) => {
    const known = envelopes.get(path);
    if (known?.data === data) return known.envelope;
    const envelope = `{"result":{"data":${data}}}`;
    envelopes.set(path, { data, envelope });
    return envelope;
  };
  return async (c, next) => {
    // Streaming links ask for another format with trpc-accept; leave those to tRPC.
    if (c.req.method !== 'GET' || c.req.header('trpc-accept')) return next();
    const paths = c.req.path.slice('/trpc/'.length).split(',');
    const batch = c.req.query('batch') === '1';
    const builders = paths.map((path) => CACHED_QUERIES[path]);
    if ((!batch && paths.length !== 1) || builders.some((build) => build === undefined)) return next();
    const bodies = await Promise.all(builders.map((build) => build!(deps, c.var.locale)));
    const answers = bodies.map((data, index) => envelopeOf(paths[index]!, data));
    return c.body(batch ? `[${answers.join(',')}]` : answers[0]!, 200, { 'Content-Type': 'application/json' });
  };
}
