import { QueryClient } from '@tanstack/react-query';
import { TRPCClientError, type TRPCClient } from '@trpc/client';
import { createTRPCContext } from '@trpc/tanstack-react-query';
import type { AppRouter } from '../server/trpc/app-router';

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

/** The app's tRPC client (made in trpc-client.ts). */
export type AppTrpcClient = TRPCClient<AppRouter>;
