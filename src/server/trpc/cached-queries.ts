import { gzipSync } from 'node:zlib';
import type { Context, MiddlewareHandler } from 'hono';
import type { Locale } from '../../shared/locales';
import type { CacheEntry } from '../cache';
import type { AppDeps } from '../deps';
import type { AppEnv } from '../http/app-env';
import { applicationsEntry } from '../services/content/applications';
import { countriesEntry } from '../services/countries';

/**
 * Public queries without input whose answer is a response-cache entry. A GET for only these (single or batched) is
 * answered with the cached JSON in tRPC's envelope, before the tRPC handler parses, validates and serialises it
 * again: byte for byte the answer tRPC gives (a test compares them), at a fraction of the cost (docs/benchmarks.md).
 */
const CACHED_QUERIES: Record<string, (deps: AppDeps, locale: Locale) => Promise<CacheEntry>> = {
  'public.countries': countriesEntry,
  'public.content.applications': (deps) => applicationsEntry(deps),
};

const MAX_BATCH = 4;

export interface TrpcAnswerBytes {
  bytes: Uint8Array<ArrayBuffer>;
  /** Made at most once per answer. */
  gzip(): Uint8Array<ArrayBuffer>;
}

/** A cached tRPC answer, or null when the request is not for cached queries only. */
export type CachedTrpcAnswer = (c: Context<AppEnv>, locale: Locale) => Promise<TrpcAnswerBytes | null>;

export function cachedTrpcAnswers(deps: AppDeps): CachedTrpcAnswer {
  // The answer's bytes per (paths, batch, language), rebuilt only when one of its cache entries changes.
  const answers = new Map<string, { entries: CacheEntry[]; answer: TrpcAnswerBytes }>();
  return async (c, locale) => {
    // Streaming links ask for another format with trpc-accept; leave those to tRPC.
    if (c.req.method !== 'GET' || c.req.header('trpc-accept')) return null;
    const list = c.req.path.slice('/trpc/'.length);
    const paths = list.split(',');
    const batch = c.req.query('batch') === '1';
    const builders = paths.map((path) => CACHED_QUERIES[path]);
    // (A bound on the batch keeps the map below small: at most a few keys per language.)
    if ((!batch && paths.length !== 1) || paths.length > MAX_BATCH || builders.some((build) => build === undefined)) return null;
    const entries = await Promise.all(builders.map((build) => build!(deps, locale)));
    const key = `${list}\n${batch}\n${locale}`;
    const known = answers.get(key);
    if (known && known.entries.every((entry, index) => entry === entries[index])) return known.answer;
    const envelopes = entries.map((entry) => `{"result":{"data":${entry.body}}}`);
    const bytes = new Uint8Array(Buffer.from(batch ? `[${envelopes.join(',')}]` : envelopes[0]!));
    let zipped: Uint8Array<ArrayBuffer> | null = null;
    const answer = { bytes, gzip: () => (zipped ??= new Uint8Array(gzipSync(bytes))) };
    answers.set(key, { entries, answer });
    return answer;
  };
}

/** The middleware form, for requests the fast lane (http/cached-reads.ts) leaves to the full chain. */
export function cachedTrpcQueries(answerOf: CachedTrpcAnswer): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const answer = await answerOf(c, c.var.locale);
    // (The compression middleware gzips it for clients that ask.)
    return answer ? c.body(answer.bytes, 200, { 'Content-Type': 'application/json' }) : next();
  };
}
