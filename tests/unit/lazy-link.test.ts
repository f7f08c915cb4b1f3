import { createTRPCClient, TRPCClientError, type TRPCLink } from '@trpc/client';
import { observable } from '@trpc/server/observable';
import { describe, expect, it } from 'vitest';
import type { AppRouter } from '../../src/server/trpc/app-router';
import { lazyLink } from '../../src/client/lib/lazy-link';
import { mayHaveSession } from '../../src/shared/auth/session-hint';

/** A terminating link that answers every query with its path, and counts how often it was made. */
function answeringLink(made: { count: number }): TRPCLink<AppRouter> {
  made.count += 1;
  return () =>
    ({ op }) =>
      observable((observer) => {
        observer.next({ result: { type: 'data', data: `answer to ${op.path}` } });
        observer.complete();
      });
}

describe('lazyLink (the tRPC transport fetched with the first request)', () => {
  it('loads the real link once, on the first request, and sends every request through it', async () => {
    const made = { count: 0 };
    let loads = 0;
    const client = createTRPCClient<AppRouter>({
      links: [lazyLink(async () => (loads++, answeringLink(made)))],
    });
    expect(loads).toBe(0);
    const untyped = client as unknown as { public: { countries: { query(): Promise<unknown> }; me: { query(): Promise<unknown> } } };
    await expect(Promise.all([untyped.public.countries.query(), untyped.public.me.query()])).resolves.toEqual([
      'answer to public.countries',
      'answer to public.me',
    ]);
    await untyped.public.me.query();
    expect(loads).toBe(1);
    expect(made.count).toBe(1);
  });

  it('fails a request as a TRPCClientError when the code cannot be fetched, and tries again with the next one', async () => {
    let attempt = 0;
    const client = createTRPCClient<AppRouter>({
      links: [
        lazyLink(async () => {
          attempt += 1;
          if (attempt === 1) throw new TypeError('Failed to fetch dynamically imported module');
          return answeringLink({ count: 0 });
        }),
      ],
    });
    const untyped = client as unknown as { public: { countries: { query(): Promise<unknown> } } };
    const error = await untyped.public.countries.query().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(TRPCClientError);
    expect((error as Error).message).toContain('Failed to fetch');
    await expect(untyped.public.countries.query()).resolves.toBe('answer to public.countries');
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
