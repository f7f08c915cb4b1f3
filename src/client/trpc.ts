import { QueryClient } from '@tanstack/react-query';
import type { TRPCClient } from '@trpc/client';
import { createTRPCContext } from '@trpc/tanstack-react-query';
import type { AppRouter } from '../server/trpc/app-router';
import { createLazyTrpcClient } from './lib/lazy-trpc-client';

export const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<AppRouter>();

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (count, error) => count < 2 && answeredStatus(error) >= 500,
      },
    },
  });
}

/**
 * The HTTP status the server answered a failed call with; 500 when it did not answer. The error is recognised by its
 * name, as tRPC's own `isTRPCClientError` does: its class comes with the client runtime, after the first load.
 */
function answeredStatus(error: unknown): number {
  const data = error instanceof Error && error.name === 'TRPCClientError' ? (error as Error & { data?: { httpStatus?: number } | null }).data : null;
  return data?.httpStatus ?? 500;
}

export type AppTrpcClient = TRPCClient<AppRouter>;

/**
 * The app's tRPC client: HTTP batching to /trpc, its code fetched with the first request (lib/lazy-trpc-client.ts).
 * The server renderer makes one too (its queries are filled in process and never use it).
 */
export function createTrpcClient(): AppTrpcClient {
  return createLazyTrpcClient<AppRouter>(() => import('./trpc-transport').then((module) => module.transportClient));
}
