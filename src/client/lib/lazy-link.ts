import { TRPCClientError, type OperationLink, type TRPCLink } from '@trpc/client';
import type { AnyRouter } from '@trpc/server';
import { observable, type Unsubscribable } from '@trpc/server/observable';

/**
 * A terminating tRPC link whose code is fetched with the first request (`load` imports the real link). A public page
 * arrives with its data in the server's state and, for a visitor without a session, makes no request at all until
 * they act (search, a form): the HTTP batching, its encoders and its stream readers (~2 kB gzipped) stay off the
 * page until then (issue 8's JavaScript budget; docs/decisions/0022).
 */
export function lazyLink<TRouter extends AnyRouter>(load: () => Promise<TRPCLink<TRouter>>): TRPCLink<TRouter> {
  return (runtime) => {
    let loaded: Promise<OperationLink<TRouter>> | null = null;
    return ({ op }) =>
      observable((observer) => {
        let subscription: Unsubscribable | null = null;
        let stopped = false;
        loaded ??= load().then((link) => link(runtime));
        loaded.then(
          (operationLink) => {
            if (stopped) return;
            // The real link terminates the chain: it never calls `next`.
            subscription = operationLink({ op, next: () => { throw new Error('lazyLink: the loaded link must terminate the chain'); } }).subscribe(observer);
          },
          (cause: unknown) => {
            loaded = null; // a failed chunk load (offline) is tried again with the next request
            observer.error(TRPCClientError.from(cause instanceof Error ? cause : new Error(String(cause))));
          },
        );
        return () => {
          stopped = true;
          subscription?.unsubscribe();
        };
      });
  };
}
