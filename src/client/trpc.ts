import { QueryClient } from '@tanstack/react-query';
import { createTRPCClient, TRPCClientError, type TRPCClient } from '@trpc/client';
import { createTRPCContext } from '@trpc/tanstack-react-query';
import type { AppRouter } from '../server/trpc/app-router';
import { lazyLink } from './lib/lazy-link';

export const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<AppRouter>();

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (count, error) => count < 2 && !(error instanceof TRPCClientError && (error.data?.httpStatus ?? 500) < 500),
      },
    },
  });
}

export type AppTrpcClient = TRPCClient<AppRouter>;

/**
 * The app's tRPC client: HTTP batching to /trpc, its code fetched with the first request (lib/lazy-link.ts). The
 * server renderer makes one too (its queries are filled in process and never use it).
 */
export function createTrpcClient(): AppTrpcClient {
  return createTRPCClient<AppRouter>({
    links: [lazyLink(() => import('./trpc-transport').then((module) => module.transportLink))],
  });
}
