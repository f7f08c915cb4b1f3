import { QueryClient } from '@tanstack/react-query';
import { createTRPCUntypedClient, type TRPCLink } from '@trpc/client';
import { initTRPC } from '@trpc/server';
import { observable } from '@trpc/server/observable';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createLazyTrpcClient, type UntypedCalls } from '../../src/client/lib/lazy-trpc-client';
import { mayHaveSession } from '../../src/shared/auth/session-hint';

// A router of the app's shape, for its types only: the answering link below stands in for the server.
const t = initTRPC.create();
const router = t.router({
  public: t.router({
    countries: t.procedure.query(() => ''),
    catalog: t.router({ search: t.procedure.input(z.object({ q: z.string() })).query(() => '') }),
    newsletter: t.router({ subscribe: t.procedure.input(z.object({ email: z.string() })).mutation(() => '') }),
  }),
});
type TestRouter = typeof router;

/** A real tRPC client runtime whose terminating link answers every call with its type and path. */
function answeringClient(): UntypedCalls {
  const link: TRPCLink<TestRouter> = () =>
    ({ op }) =>
      observable((observer) => {
        observer.next({ result: { type: 'data', data: `${op.type} ${op.path} ${JSON.stringify(op.input ?? null)}` } });
        observer.complete();
      });
  return createTRPCUntypedClient<TestRouter>({ links: [link] });
}

describe('the lazy tRPC client (its runtime fetched with the first request)', () => {
  it('loads the runtime once, on the first call, and sends every call of the typed client through it', async () => {
    let loads = 0;
    const client = createLazyTrpcClient<TestRouter>(async () => (loads++, answeringClient()));
    expect(loads).toBe(0);
    await expect(Promise.all([client.public.countries.query(), client.public.catalog.search.query({ q: 'VH-15' })])).resolves.toEqual([
      'query public.countries null',
      'query public.catalog.search {"q":"VH-15"}',
    ]);
    await expect(client.public.newsletter.subscribe.mutate({ email: 'a@example.test' })).resolves.toBe(
      'mutation public.newsletter.subscribe {"email":"a@example.test"}',
    );
    expect(loads).toBe(1);
  });

  it("serves the query options' fetches (TanStack Query) through the same client", async () => {
    const queryClient = new QueryClient();
    const client = createLazyTrpcClient<TestRouter>(async () => answeringClient());
    const trpc = createTRPCOptionsProxy<TestRouter>({ client, queryClient });
    await expect(queryClient.fetchQuery(trpc.public.countries.queryOptions())).resolves.toBe('query public.countries null');
  });

  it('fails a call when the runtime cannot be fetched, and tries again with the next one', async () => {
    let attempt = 0;
    const client = createLazyTrpcClient<TestRouter>(async () => {
      attempt += 1;
      if (attempt === 1) throw new TypeError('Failed to fetch dynamically imported module');
      return answeringClient();
    });
    await expect(client.public.countries.query()).rejects.toThrow('Failed to fetch dynamically imported module');
    await expect(client.public.countries.query()).resolves.toBe('query public.countries null');
    expect(attempt).toBe(2);
  });
});

describe('mayHaveSession (the XSRF token tells whether a session cookie went with it)', () => {
  it("is false only for a visitor's token", () => {
    expect(mayHaveSession('v0a1b2.mac')).toBe(false);
    expect(mayHaveSession('s0a1b2.mac')).toBe(true);
    // No token (cookies blocked, an old page): the session is asked for, as before.
    expect(mayHaveSession(null)).toBe(true);
    expect(mayHaveSession(undefined)).toBe(true);
    expect(mayHaveSession('')).toBe(true);
  });
});
