import { dehydrate, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ServerQueryClient } from '../../src/client/ssr/server-query-client';

const make = () => new ServerQueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });

describe('ServerQueryClient', () => {
  it('loads a query into the cache and dehydrates it as TanStack does', async () => {
    const client = make();
    const plain = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    const options = { queryKey: ['public', { input: { slug: 'vh-15', locale: 'de' }, type: 'query' }], queryFn: async () => ({ name: 'VH-15' }) };
    await expect(client.fetchQuery(options)).resolves.toEqual({ name: 'VH-15' });
    await plain.fetchQuery(options);
    expect(client.getQueryData(options.queryKey)).toEqual({ name: 'VH-15' });
    const ours = dehydrate(client).queries;
    const theirs = dehydrate(plain).queries;
    expect(ours).toHaveLength(1);
    // The same key, hash and state fields the browser hydrates from (times aside).
    expect(ours[0]!.queryHash).toBe(theirs[0]!.queryHash);
    expect(ours[0]!.queryKey).toEqual(theirs[0]!.queryKey);
    expect(Object.keys(ours[0]!.state).sort()).toEqual(Object.keys(theirs[0]!.state).sort());
    expect({ ...ours[0]!.state, dataUpdatedAt: 0 }).toEqual({ ...theirs[0]!.state, dataUpdatedAt: 0 });
  });

  it('answers a loaded query from the cache and shares one call between loads of the same key', async () => {
    const client = make();
    let calls = 0;
    const options = { queryKey: ['widget', 'header_xl'], queryFn: async () => ({ call: ++calls }) };
    const [first, second] = await Promise.all([client.fetchQuery(options), client.prefetchQuery(options)]);
    expect(first).toEqual({ call: 1 });
    expect(second).toBeUndefined();
    await expect(client.fetchQuery(options)).resolves.toEqual({ call: 1 });
    expect(calls).toBe(1);
  });

  it('lists the queries in the order they were asked for, whichever answers first', async () => {
    const client = make();
    const slow = client.prefetchQuery({ queryKey: ['first'], queryFn: () => new Promise((done) => setTimeout(() => done(1), 20)) });
    const fast = client.prefetchQuery({ queryKey: ['second'], queryFn: async () => 2 });
    await Promise.all([slow, fast]);
    expect(dehydrate(client).queries.map((query) => query.queryKey)).toEqual([['first'], ['second']]);
  });

  it('gives the query function a plain context: its key, the client and a signal that is never aborted', async () => {
    const client = make();
    let seen: Record<string, unknown> = {};
    await client.fetchQuery({
      queryKey: ['k'],
      queryFn: (context) => {
        seen = context as unknown as Record<string, unknown>;
        return 1;
      },
    });
    expect(seen.queryKey).toEqual(['k']);
    expect(seen.client).toBe(client);
    expect((seen.signal as AbortSignal).aborted).toBe(false);
    // No accessor on it: a getter closing over the query is what kept every render's queries alive (see the class).
    expect(Object.getOwnPropertyDescriptor(seen, 'signal')?.get).toBeUndefined();
  });

  it('leaves a failed query in its error state for the components, rejects fetchQuery and not prefetchQuery', async () => {
    const client = make();
    const failure = new Error('NOT_FOUND');
    const options = {
      queryKey: ['missing'],
      queryFn: async (): Promise<number> => {
        throw failure;
      },
    };
    await expect(client.fetchQuery(options)).rejects.toBe(failure);
    await expect(client.prefetchQuery(options)).resolves.toBeUndefined();
    const state = client.getQueryState(options.queryKey);
    expect(state?.status).toBe('error');
    expect(state?.error).toBe(failure);
    expect(state?.fetchStatus).toBe('idle');
    // Not handed to the browser, which loads it again itself.
    expect(dehydrate(client).queries).toHaveLength(0);
  });
});
