import { eq } from 'drizzle-orm';
import { TRPCError } from '@trpc/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { can, PERMISSIONS, type Permission } from '../../src/shared/auth/policy';
import { ROLES, type Role } from '../../src/shared/auth/roles';
import type { Actor } from '../../src/server/auth/actor';
import { users } from '../../src/server/db/schema';
import { appRouter } from '../../src/server/trpc/app-router';
import { createCallerFactory, type ProcedureMeta } from '../../src/server/trpc/init';
import type { TrpcContext } from '../../src/server/trpc/context';
import { createTestApp, type TestApp } from '../setup/test-app';

/**
 * The authorization matrix: every tRPC procedure is called as a visitor and as each of the ten roles, and must be
 * refused (401 visitor / 403 role) exactly where the shared policy refuses it.
 */
let test: TestApp;
const actors = new Map<Role, Actor>();

beforeAll(async () => {
  test = await createTestApp();
  for (const role of ROLES) {
    const [row] = await test.deps.db.select().from(users).where(eq(users.email, `${role}@demo.test`));
    actors.set(role, {
      id: row!.id,
      name: row!.name,
      email: row!.email,
      role,
      locale: 'en',
      companyId: row!.companyId,
      twoFactorEnabled: false,
      sessionId: 'matrix-session',
      passwordConfirmedAt: null,
    });
  }
});
afterAll(() => test.close());

type AnyProcedure = { _def: { type: 'query' | 'mutation' | 'subscription'; meta?: ProcedureMeta } };
const procedures = Object.entries(appRouter._def.procedures as unknown as Record<string, AnyProcedure>);
const createCaller = createCallerFactory(appRouter);

function contextFor(actor: Actor | null): TrpcContext {
  return {
    deps: test.deps,
    actor,
    locale: 'en', now: new Date(), scope: { headers: new Headers(), ip: '127.0.0.1', setCookies: () => undefined },
  };
}

async function call(path: string, actor: Actor | null): Promise<string> {
  const caller = createCaller(contextFor(actor)) as unknown as Record<string, unknown>;
  const fn = path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], caller) as (input?: unknown) => Promise<unknown>;
  try {
    await fn(undefined);
    return 'OK';
  } catch (error) {
    if (!(error instanceof TRPCError)) throw error;
    if (error.code === 'FORBIDDEN' && error.message === 'This action is unauthorized.') return 'FORBIDDEN';
    if (error.code === 'UNAUTHORIZED' && error.message === 'Unauthenticated.') return 'UNAUTHENTICATED';
    return `ran:${error.code}`; // got past the policy; failed later on input or state, which is not this test's concern
  }
}

describe('every procedure declares its access', () => {
  it('has meta.permission from the policy or meta.public', () => {
    expect(procedures.length).toBeGreaterThan(10);
    for (const [path, procedure] of procedures) {
      const meta = procedure._def.meta;
      const declared = meta?.public === true || (meta?.permission !== undefined && PERMISSIONS.includes(meta.permission));
      expect(declared, `${path} declares no permission`).toBe(true);
    }
  });
});

describe('the authorization matrix', () => {
  for (const [path, procedure] of procedures) {
    const meta = procedure._def.meta!;
    // Sign-out through a caller would act on a fake session; it is covered over HTTP in auth.test.ts.
    if (path === 'account.signOut') continue;
    it(`${path}: allowed exactly where the policy allows`, async () => {
      const anonymous = await call(path, null);
      if (meta.public) expect(anonymous).not.toMatch(/FORBIDDEN|UNAUTHENTICATED/);
      else expect(anonymous).toBe('UNAUTHENTICATED');
      for (const role of ROLES) {
        const outcome = await call(path, actors.get(role)!);
        const allowed = meta.public === true || (can({ role }, meta.permission as Permission) && !meta.notOffered);
        if (allowed) expect(outcome, `${role} should be allowed`).not.toBe('FORBIDDEN');
        else expect(outcome, `${role} should be refused`).toBe('FORBIDDEN');
      }
    });
  }
});
