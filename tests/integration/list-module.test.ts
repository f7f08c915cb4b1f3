import { eq } from 'drizzle-orm';
import { TRPCError } from '@trpc/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OffsetPage } from '../../src/shared/list/page';
import { LIST_COUNT_CAP } from '../../src/shared/list/query';
import type { Role } from '../../src/shared/auth/roles';
import type { Actor } from '../../src/server/auth/actor';
import { downloadLog, files, users } from '../../src/server/db/schema';
import { pageInMemory } from '../../src/server/list';
import { appRouter } from '../../src/server/trpc/app-router';
import { createCallerFactory } from '../../src/server/trpc/init';
import type { TrpcContext } from '../../src/server/trpc/context';
import { createTestApp, type TestApp } from '../setup/test-app';
import { HttpClient } from '../setup/http-client';

/**
 * The one list module (docs/decisions/0048): numbered pages with a capped count (the keyset pages went with decision
 * 0077), search with LIKE wildcards taken literally, and every list procedure of every face answering the one Page shape.
 */
let test: TestApp;
let admin: HttpClient;

beforeAll(async () => {
  test = await createTestApp();
  admin = new HttpClient(test, '198.51.100.60');
  await admin.signIn('admin@demo.test');
});
afterAll(() => test.close());

const data = <T>(answer: { status: number; json: { result?: { data: unknown } } }): T => {
  expect(answer.status).toBe(200);
  return answer.json.result!.data as T;
};

/** Inserts many rows in slices (SQLite limits the variables of one statement). */
async function insertMany<Row>(rows: Row[], insert: (slice: Row[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += 500) await insert(rows.slice(start, start + 500));
}

describe('offset pages', () => {
  it('counts up to the cap and says so beyond it', async () => {
    const at = new Date('2025-01-01T00:00:00Z');
    const rows = Array.from({ length: LIST_COUNT_CAP + 30 }, (_, i) => ({ email: `many-${i}@example.test`, ip: '192.0.2.9', createdAt: at }));
    await insertMany(rows, (slice) => test.deps.db.insert(downloadLog).values(slice));
    const page = data<OffsetPage<{ id: number }>>(await admin.query('admin.downloadLog.list', { perPage: 100 }));
    expect(page).toMatchObject({ paging: 'offset', total: LIST_COUNT_CAP, capped: true, page: 1, perPage: 100 });
    expect(page.rows).toHaveLength(100);
  });

  it('offers the shared per-page choices and refuses others with a 422', async () => {
    for (const perPage of [10, 25, 50, 100]) {
      const page = data<OffsetPage<unknown>>(await admin.query('admin.downloadLog.list', { perPage }));
      expect(page.rows).toHaveLength(perPage);
      expect(page.perPage).toBe(perPage);
    }
    expect((await admin.query('admin.downloadLog.list', { perPage: 7 })).status).toBe(422);
    expect((await admin.query('admin.downloadLog.list', { page: 0 })).status).toBe(422);
  });

  it('a page past the last shows the last one, in the database and in memory alike', async () => {
    const at = new Date('2025-02-01T00:00:00Z');
    const named = Array.from({ length: 30 }, (_, i) => ({ storageKey: `list-test/${i}`, name: `pastlast-${i}.pdf`, contentType: 'application/pdf', size: 1, createdAt: at }));
    await test.deps.db.insert(files).values(named);
    const last = data<OffsetPage<{ name: string }>>(await admin.query('admin.files.list', { q: 'pastlast-', page: 99 }));
    expect(last).toMatchObject({ paging: 'offset', total: 30, capped: false, page: 2, perPage: 25 });
    expect(last.rows).toHaveLength(5);
    expect(pageInMemory(Array.from({ length: 30 }, (_, i) => i), 99, 25)).toEqual({
      paging: 'offset',
      rows: [25, 26, 27, 28, 29],
      total: 30,
      capped: false,
      page: 2,
      perPage: 25,
    });
  });

  it('takes % and _ in a search literally', async () => {
    const at = new Date('2025-03-01T00:00:00Z');
    await test.deps.db.insert(files).values(
      ['wild%card.pdf', 'wild_card.pdf', 'wildXcard.pdf', 'wild\\card.pdf'].map((name, i) => ({ storageKey: `list-test/wild-${i}`, name, contentType: 'application/pdf', size: 1, createdAt: at })),
    );
    const names = async (q: string) => data<OffsetPage<{ name: string }>>(await admin.query('admin.files.list', { q })).rows.map((row) => row.name);
    expect(await names('wild%card')).toEqual(['wild%card.pdf']);
    expect(await names('wild_card')).toEqual(['wild_card.pdf']);
    expect(await names('wild\\card')).toEqual(['wild\\card.pdf']);
    expect((await names('WILD')).sort()).toEqual(['wild%card.pdf', 'wildXcard.pdf', 'wild\\card.pdf', 'wild_card.pdf'].sort());
  });
});

describe('every list procedure answers the one Page shape', () => {
  type AnyProcedure = { _def: { type: 'query' | 'mutation' | 'subscription' } };
  const createCaller = createCallerFactory(appRouter);

  async function actorOf(role: Role): Promise<Actor> {
    const [row] = await test.deps.db.select().from(users).where(eq(users.email, `${role}@demo.test`));
    return {
      id: row!.id,
      name: row!.name,
      email: row!.email,
      role,
      locale: 'en',
      companyId: row!.companyId,
      twoFactorEnabled: false,
      sessionId: 'list-walk',
      passwordConfirmedAt: null,
    };
  }

  /** Who lists each face: the admin; a distributor, then a certified partner; a customer; a visitor. */
  async function actorsFor(path: string): Promise<Array<Actor | null>> {
    if (path.startsWith('admin.')) return [await actorOf('admin')];
    if (path.startsWith('portal.')) return [await actorOf('distributor-senior'), await actorOf('certified-senior-plus')];
    if (path.startsWith('account.')) return [await actorOf('customer')];
    return [null];
  }

  async function call(path: string, actor: Actor | null, input: unknown): Promise<unknown> {
    const context: TrpcContext = { deps: test.deps, actor, locale: 'en', now: new Date(), scope: { headers: new Headers(), ip: '127.0.0.1', setCookies: () => undefined } };
    const caller = createCaller(context) as unknown as Record<string, unknown>;
    const fn = path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], caller) as (input: unknown) => Promise<unknown>;
    try {
      return await fn(input);
    } catch (error) {
      if (error instanceof TRPCError) return undefined; // needs an id or other input: not a list called with {}
      throw error;
    }
  }

  const isPageLike = (value: unknown): value is Record<string, unknown> =>
    typeof value === 'object' && value !== null && !Array.isArray(value) && (Array.isArray((value as { rows?: unknown }).rows) || Array.isArray((value as { items?: unknown }).items));

  it('called with {} as its face, each list answers paging, rows and perPage (no items, pageSize or next)', async () => {
    const queries = Object.entries(appRouter._def.procedures as unknown as Record<string, AnyProcedure>).filter(([, p]) => p._def.type === 'query');
    const pages = new Map<string, Record<string, unknown>>();
    for (const [path] of queries) {
      let answer: unknown;
      for (const actor of await actorsFor(path)) answer ??= (await call(path, actor, {})) ?? (await call(path, actor, { locale: 'en' }));
      // A page is the answer itself, or one named part of it (a category's products).
      const found = isPageLike(answer) ? answer : Object.values((answer ?? {}) as Record<string, unknown>).find(isPageLike);
      if (found && ('total' in found || 'page' in found || 'next' in found || 'nextCursor' in found)) pages.set(path, found);
    }
    for (const [path, page] of pages) {
      expect(page.paging, `${path} paging`).toBe('offset');
      expect(Array.isArray(page.rows), `${path} rows`).toBe(true);
      expect(typeof page.perPage, `${path} perPage`).toBe('number');
      for (const old of ['items', 'pageSize', 'next', 'nextCursor', 'moreThanTotal']) expect(old in page, `${path} still has ${old}`).toBe(false);
    }
    // The lists of every face are among them (a list that stops answering a Page fails here).
    for (const path of [
      'admin.users.list',
      'admin.enquiries.list',
      'admin.files.list',
      'admin.downloads.list',
      'admin.logs.audit.list',
      'admin.logs.outbox.list',
      'admin.logs.website.list',
      'admin.logs.gdpr.requests.list',
      'admin.logs.gdpr.consents.list',
      'admin.serials.list',
      'admin.returns.list',
      'admin.certificates.list',
      'admin.resources.faqs.list',
      'portal.serials.list',
      'portal.customers.list',
      'portal.leads.list',
      'portal.sales.list',
      'portal.stock.list',
      'portal.returns.list',
      'portal.announcements.list',
      'portal.inbox.list',
      'account.returns.list',
      'public.editorial.posts',
      'public.editorial.events',
    ]) {
      expect(pages.has(path), `${path} answers a Page`).toBe(true);
    }
  });
});
