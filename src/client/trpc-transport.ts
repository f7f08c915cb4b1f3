import { createTRPCUntypedClient, httpBatchLink } from '@trpc/client';
import type { AppRouter } from '../server/trpc/app-router';
import { apiFetch } from './lib/http';

/** The app's tRPC client runtime with its HTTP transport, loaded with the first request (trpc.ts, lib/lazy-trpc-client.ts). */
export const transportClient = createTRPCUntypedClient<AppRouter>({
  links: [httpBatchLink<AppRouter>({ url: '/trpc', fetch: (input, init) => apiFetch(input, init as RequestInit) })],
});
