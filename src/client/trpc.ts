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

export type FieldErrors = Record<string, string[]>;

/** The server's field errors of a failed call, if any (tRPC error data, same shape as REST 422 `errors`). */
export function fieldErrorsOf(error: unknown): FieldErrors {
  if (error instanceof TRPCClientError) {
    const data = error.data as { fieldErrors?: FieldErrors } | undefined;
    return data?.fieldErrors ?? {};
  }
  return {};
}

export function httpStatusOf(error: unknown): number | null {
  return error instanceof TRPCClientError ? ((error.data as { httpStatus?: number } | undefined)?.httpStatus ?? null) : null;
}

export function needsPasswordConfirmation(error: unknown): boolean {
  return error instanceof TRPCClientError && (error.data as { passwordConfirmationRequired?: boolean } | undefined)?.passwordConfirmationRequired === true;
}
