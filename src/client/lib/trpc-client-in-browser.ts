import { LazyUntypedClient, UNTYPED_CLIENT, type UntypedCalls } from './lazy-trpc-client';

/**
 * What @trpc/tanstack-react-query imports from '@trpc/client', for the browser build (build/trpc-browser-only.ts).
 * Its query options call `(client instanceof TRPCUntypedClient ? client : getUntypedClient(client))[type](...)`:
 * importing the real class would bring tRPC's whole client runtime into every page. The app's only untyped client is
 * the lazy one (lib/lazy-trpc-client.ts), which its typed client hands out under tRPC's symbol. The server renderer
 * keeps the real import.
 */
export { LazyUntypedClient as TRPCUntypedClient };

export function getUntypedClient(client: { [UNTYPED_CLIENT]?: UntypedCalls }): UntypedCalls | undefined {
  return client[UNTYPED_CLIENT];
}
