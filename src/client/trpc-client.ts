import { createTRPCClient } from '@trpc/client';
import type { AppRouter } from '../server/trpc/app-router';
import { lazyLink } from './lib/lazy-link';
import type { AppTrpcClient } from './trpc';

/**
 * The app's tRPC client: HTTP batching to /trpc, its code fetched with the first request (lib/lazy-link.ts). The
 * server renderer makes one too (its queries are filled in process and never use it).
 */
export function createTrpcClient(): AppTrpcClient {
  return createTRPCClient<AppRouter>({
    links: [lazyLink(() => import('./trpc-transport').then((module) => module.transportLink))],
  });
}
