import { TRPCError } from '@trpc/server';
import { eq } from 'drizzle-orm';
import type { Locale } from '../../src/shared/locales';
import type { Actor } from '../../src/server/auth/actor';
import { users } from '../../src/server/db/schema';
import { appRouter } from '../../src/server/trpc/app-router';
import { createCallerFactory } from '../../src/server/trpc/init';
import type { TestApp } from './test-app';

const createCaller = createCallerFactory(appRouter);

/** The tRPC code a call answers with ('OK' when it succeeds): what the access and scope tests compare. */
export async function codeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'OK';
  } catch (error) {
    if (error instanceof TRPCError) return error.code;
    throw error;
  }
}

/** The seeded demo users named by the part of their address before "@demo.test", as signed-in actors. */
export async function demoActors(test: TestApp, names: readonly string[]): Promise<Map<string, Actor>> {
  const actors = new Map<string, Actor>();
  for (const name of names) {
    const [user] = await test.deps.db.select().from(users).where(eq(users.email, `${name}@demo.test`));
    if (!user) throw new Error(`no demo user ${name}`);
    actors.set(name, { id: user.id, name: user.name, email: user.email, role: user.role as Actor['role'], locale: 'en', companyId: user.companyId ?? null, twoFactorEnabled: false, sessionId: `s-${name}`, passwordConfirmedAt: null });
  }
  return actors;
}

/** The whole router as `who` (null: a visitor) in `locale`, through the real procedures and their middleware. */
export function callerAs(test: TestApp, actors: ReadonlyMap<string, Actor>, who: string | null, locale: Locale = 'en') {
  return createCaller({
    deps: test.deps,
    actor: who === null ? null : { ...actors.get(who)!, locale },
    locale, now: new Date(), scope: { headers: new Headers(), ip: '127.0.0.1', setCookies: () => undefined },
  });
}
