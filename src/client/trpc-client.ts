import { createTRPCClient } from '@trpc/client';
import type { AppRouter } from '../server/trpc/app-router';
import { lazyLink } from './lib/lazy-link';
import type { AppTrpcClient } from './trpc';

/**
 * The app's tRPC client: HTTP batching to /trpc, its code fetched with the first request (lib/lazy-link.ts). Apart
 * from trpc.ts because of that `import()`: trpc.ts is in the shared page-kit chunk, where a dynamic import would bring
 * Vite's preload helper and make the page's first script load the whole chunk before the page has painted
 * (docs/decisions/0011).
 */
export function createTrpcClient(): AppTrpcClient {
  return createTRPCClient<AppRouter>({
    links: [lazyLink(() => import('./trpc-transport').then((module) => module.transportLink))],
  });
}
