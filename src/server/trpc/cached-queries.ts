import { gzipSync } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import type { Locale } from '../../shared/locales';
import type { CacheEntry } from '../cache';
import type { AppDeps } from '../deps';
import type { AppEnv } from '../http/app-env';
import { honoReadRequest, type ReadRequest } from '../http/read-request';
import { applicationsEntry, currentApplicationsEntry } from '../features/content/applications';
import { countryOptionsEntry, currentCountryOptionsEntry } from '../features/countries/countries';

interface CachedQuery {
  /** The entry when it is known to be current without waiting, else null. */
  current(deps: AppDeps, locale: Locale): CacheEntry | null;
  load(deps: AppDeps, locale: Locale): Promise<CacheEntry>;
}

/**
 * Public queries without input whose answer is a response-cache entry. A GET for only these (single or batched) is
 * answered with the cached JSON in tRPC's envelope, before the tRPC handler parses, validates and serialises it
 * again: byte for byte the answer tRPC gives (a test compares them), at a fraction of the cost (docs/benchmarks.md).
 */
// A Map, not an object literal: a path such as `__proto__` or `valueOf` must find nothing rather than Object's own members.
const CACHED_QUERIES = new Map<string, CachedQuery>([
  ['public.countries', { current: currentCountryOptionsEntry, load: countryOptionsEntry }],
  ['public.content.applications', { current: (deps) => currentApplicationsEntry(deps), load: (deps) => applicationsEntry(deps) }],
]);

/** (A bound on the batch keeps the map of answers small: a few keys per language.) */
const MAX_BATCH = 4;

export interface TrpcAnswerBytes {
  bytes: Uint8Array<ArrayBuffer>;
  /** Made at most once per answer. */
  gzip(): Uint8Array<ArrayBuffer>;
}

type Maybe<T> = T | Promise<T>;

/** A cached tRPC answer, or null when the request is not for cached queries only; without an await when it can. */
export type CachedTrpcAnswer = (request: ReadRequest, locale: Locale) => Maybe<TrpcAnswerBytes | null>;

export function cachedTrpcAnswers(deps: AppDeps): CachedTrpcAnswer {
  // The answer's bytes per (paths, batch, language), rebuilt only when one of its cache entries changes.
  const answers = new Map<string, { entries: CacheEntry[]; answer: TrpcAnswerBytes }>();
  const answerOf = (key: string, batch: boolean, entries: CacheEntry[]): TrpcAnswerBytes => {
    const known = answers.get(key);
    if (known && known.entries.every((entry, index) => entry === entries[index])) return known.answer;
    const envelopes = entries.map((entry) => `{"result":{"data":${entry.body}}}`);
    const bytes = new Uint8Array(Buffer.from(batch ? `[${envelopes.join(',')}]` : envelopes[0]!));
    let zipped: Uint8Array<ArrayBuffer> | null = null;
    const answer = { bytes, gzip: () => (zipped ??= new Uint8Array(gzipSync(bytes))) };
    answers.set(key, { entries, answer });
    return answer;
  };
  return (request, locale) => {
    // Streaming links ask for another format with trpc-accept; leave those to tRPC.
    if (request.method !== 'GET' || request.header('trpc-accept')) return null;
    const list = request.path.slice('/trpc/'.length);
    const paths = list.split(',');
    const batch = request.search !== '' && request.query().get('batch') === '1';
    const queries = paths.map((path) => CACHED_QUERIES.get(path));
    if ((!batch && paths.length !== 1) || paths.length > MAX_BATCH || queries.some((query) => query === undefined)) return null;
    const key = `${list}\n${batch}\n${locale}`;
    const current = queries.map((query) => query!.current(deps, locale));
    if (current.every((entry) => entry !== null)) return answerOf(key, batch, current as CacheEntry[]);
    return Promise.all(queries.map((query) => query!.load(deps, locale))).then((entries) => answerOf(key, batch, entries));
  };
}

/** The middleware form, for requests the fast lane (http/cached-reads.ts) leaves to the full chain. */
export function cachedTrpcQueries(answerOf: CachedTrpcAnswer): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const answer = await answerOf(honoReadRequest(c), c.var.locale);
    // (The compression middleware gzips it for clients that ask.)
    return answer ? c.body(answer.bytes, 200, { 'Content-Type': 'application/json' }) : next();
  };
}
