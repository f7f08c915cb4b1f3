import { httpBatchLink } from '@trpc/client';
import type { AppRouter } from '../server/trpc/app-router';
import { apiFetch } from './lib/http';

/** The app's HTTP transport, loaded with the first request (trpc.ts, lib/lazy-link.ts). */
export const transportLink = httpBatchLink<AppRouter>({ url: '/trpc', fetch: (input, init) => apiFetch(input, init as RequestInit) });
