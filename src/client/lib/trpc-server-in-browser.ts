/**
 * What @trpc/tanstack-react-query imports from '@trpc/server', for the browser build (build/trpc-browser-only.ts).
 * Its options proxy can also call a router in process (`createTRPCOptionsProxy({ router, ctx })`), which brings tRPC's
 * server runtime (procedure calls, TRPCError, the router's error shapes: ~1.5 kB gzipped) into every page; the browser
 * only ever passes a client, so that branch is a clear error here. The server renderer keeps the real import.
 */
export { createTRPCRecursiveProxy } from '@trpc/server';

export function callTRPCProcedure(): never {
  throw new Error('A tRPC router cannot be called in the browser: pass a client to createTRPCOptionsProxy');
}
