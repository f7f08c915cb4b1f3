import { QueryClient, type DefaultError, type FetchQueryOptions, type QueryFunctionContext, type QueryKey } from '@tanstack/react-query';

/** A fetch on the server is never cancelled: the render waits for every query. */
const NEVER_ABORTED = new AbortController().signal;

/**
 * The QueryClient of one server render. It loads and caches queries as TanStack's does (the same cache, keys, states
 * and dehydration), but a fetch calls the query function with a plain context and stores the answer on the query as
 * `setQueryData` does.
 *
 * Why: TanStack's `Query.fetch` gives each fetch's context a `signal` getter, a new closure over the query, through
 * `Object.defineProperties`. V8 keeps each such accessor in a hidden class of its own, reached from the shared
 * transition tree by weak references, and its young-generation collector treats those as strong. So every query of
 * every render (its data, its client, the whole cache) survived each scavenge and was promoted, until the next full
 * collection: ~200 kB a page, and scavenges of 10-20 ms landing inside renders (docs/benchmarks.md, decision 0026).
 *
 * Only `fetchQuery` differs; `prefetchQuery` and `ensureQueryData` go through it. On the server a loaded query is
 * never stale (the render is one moment), and two loads of one key share one call, as in TanStack.
 */
export class ServerQueryClient extends QueryClient {
  readonly #loading = new Map<string, Promise<unknown>>();

  override fetchQuery<
    TQueryFnData,
    TError = DefaultError,
    TData = TQueryFnData,
    TQueryKey extends QueryKey = QueryKey,
    TPageParam = never,
  >(options: FetchQueryOptions<TQueryFnData, TError, TData, TQueryKey, TPageParam>): Promise<TData> {
    const defaulted = this.defaultQueryOptions(options);
    const hash = defaulted.queryHash;
    // Made in the cache when asked for, as TanStack does: the state lists the queries in that order.
    const query = this.getQueryCache().build(this, defaulted);
    if (query.state.status === 'success') return Promise.resolve(query.state.data as unknown as TData);
    const loading = this.#loading.get(hash);
    if (loading) return loading as Promise<TData>;

    const queryFn = defaulted.queryFn;
    const started = (async (): Promise<TData> => {
      if (typeof queryFn !== 'function') throw new Error(`Missing queryFn: '${hash}'`);
      try {
        // (The context's type depends on TPageParam, which a plain object cannot be checked against here.)
        const context = { client: this, queryKey: defaulted.queryKey, meta: defaulted.meta, signal: NEVER_ABORTED };
        const data = await queryFn(context as unknown as QueryFunctionContext<TQueryKey, TPageParam>);
        // As setQueryData stores it, on the query already made (setQueryData would hash the key again). A query's
        // cache holds the function's data, though TanStack's Query types it as TData.
        query.setData(data as unknown as TData, { manual: true });
        // TanStack's fetchQuery answers the query function's data under the TData type too.
        return data as unknown as TData;
      } catch (error) {
        // The query shows its error to the page's components, as after a failed fetch in TanStack.
        query.setState({
          status: 'error',
          fetchStatus: 'idle',
          error: error as TError,
          errorUpdatedAt: Date.now(),
          errorUpdateCount: query.state.errorUpdateCount + 1,
          fetchFailureCount: query.state.fetchFailureCount + 1,
          fetchFailureReason: error as TError,
        });
        throw error;
      } finally {
        this.#loading.delete(hash);
      }
    })();
    this.#loading.set(hash, started);
    return started;
  }
}
