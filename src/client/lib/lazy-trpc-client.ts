import type { TRPCClient, TRPCUntypedClient } from '@trpc/client';
import type { AnyRouter } from '@trpc/server';
import type { Unsubscribable } from '@trpc/server/observable';
import { createFlatProxy, createRecursiveProxy } from '@trpc/server/unstable-core-do-not-import';

/** What the app calls on tRPC's untyped client (the typed client's calls and the query options' fetches end there). */
export type UntypedCalls = Pick<TRPCUntypedClient<AnyRouter>, 'query' | 'mutation' | 'subscription'>;
type SubscriptionOptions = Parameters<UntypedCalls['subscription']>[2];

/**
 * tRPC's untyped client whose code is fetched with the first request (`load` imports the real client). A public page
 * arrives with its data in the server's state and, for a visitor without a session, makes no request at all until
 * they act (search, a form): tRPC's client runtime (the link chain, observables, its error class, HTTP batching, the
 * response readers: ~3 kB gzipped) stays off the first load until then (issue 8's JavaScript budget; decisions 0022,
 * 0046). A failed load (offline) fails that call and is tried again with the next one.
 */
export class LazyUntypedClient implements UntypedCalls {
  private loaded: Promise<UntypedCalls> | null = null;

  constructor(private readonly load: () => Promise<UntypedCalls>) {}

  private client(): Promise<UntypedCalls> {
    this.loaded ??= this.load().catch((cause: unknown) => {
      this.loaded = null;
      throw cause;
    });
    return this.loaded;
  }

  query(...args: Parameters<UntypedCalls['query']>): Promise<unknown> {
    return this.client().then((client) => client.query(...args));
  }

  mutation(...args: Parameters<UntypedCalls['mutation']>): Promise<unknown> {
    return this.client().then((client) => client.mutation(...args));
  }

  subscription(path: string, input: unknown, options: SubscriptionOptions): Unsubscribable {
    let subscription: Unsubscribable | null = null;
    let stopped = false;
    this.client().then(
      (client) => {
        if (!stopped) subscription = client.subscription(path, input, options);
      },
      (cause: unknown) => options.onError?.(cause as Parameters<NonNullable<SubscriptionOptions['onError']>>[0]),
    );
    return {
      unsubscribe() {
        stopped = true;
        subscription?.unsubscribe();
      },
    };
  }
}

/** Where tRPC's typed client keeps its untyped one (`getUntypedClient` reads it there). */
export const UNTYPED_CLIENT = Symbol.for('trpc_untypedClient');

/** The typed client's last path segment, as the untyped client's method it calls. */
const CALLS = { query: 'query', mutate: 'mutation', subscribe: 'subscription' } as const;

/**
 * The typed client (`client.public.countries.query()`) over a lazily loaded untyped client: tRPC's own
 * `createTRPCClientProxy`, whose module would bring the whole client runtime into the first load.
 */
export function createLazyTrpcClient<TRouter extends AnyRouter>(load: () => Promise<UntypedCalls>): TRPCClient<TRouter> {
  const client = new LazyUntypedClient(load);
  const calls = createRecursiveProxy<Record<PropertyKey, unknown>>(({ path, args }) => {
    const procedure = [...path];
    const call = CALLS[procedure.pop() as keyof typeof CALLS];
    const [input, options] = args;
    if (call === 'subscription') return client.subscription(procedure.join('.'), input, options as SubscriptionOptions);
    return client[call](procedure.join('.'), input, options as Parameters<UntypedCalls['query']>[2]);
  });
  return createFlatProxy<TRPCClient<TRouter>>((key) => (key === UNTYPED_CLIENT ? client : calls[key]));
}
