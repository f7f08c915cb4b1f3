import { TRPCError } from '@trpc/server';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locale } from '../../src/shared/locales';
import type { Actor } from '../../src/server/auth/actor';
import { auditLog, companies, productOptions, stockLevels } from '../../src/server/db/schema';
import { DomainError } from '../../src/server/errors';
import { callerAs, codeOf, demoActors } from '../setup/demo-callers';
import { createTestApp, type TestApp } from '../setup/test-app';

/**
 * /portal/stock as a collection (portal.stock.list/get/create/update/delete/bulkDelete), through the real router on
 * the seeded demo data: Nordhavn (distributor-junior@demo.test, A) and Iberia (other-senior@demo.test, B) each keep
 * their own levels. Every read and write reaches only the caller's company; another company's level is "not found".
 */
let test: TestApp;
let actors: Map<string, Actor> = new Map();
let companyA = 0;
let companyB = 0;
/** A level of B's whose model code A also stocks, and A's level of that model. */
let levelB = { id: 0, modelCode: '', quantity: 0 };
let levelA = 0;
/** A model code of the catalogue neither company stocks yet. */
let freshModel = '';

const EMAILS = ['distributor-junior', 'distributor-senior', 'certified-junior', 'other-senior', 'admin', 'customer', 'user', 'certified-senior-plus'];

function caller(who: string | null, locale: Locale = 'en') {
  return callerAs(test, actors, who, locale).portal.stock;
}


async function fieldErrorsOf(promise: Promise<unknown>): Promise<Record<string, string[]>> {
  try {
    await promise;
    return {};
  } catch (error) {
    if (error instanceof TRPCError && error.cause instanceof DomainError) return error.cause.fieldErrors ?? {};
    throw error;
  }
}

const levelsOf = (companyId: number) => test.deps.db.select().from(stockLevels).where(eq(stockLevels.companyId, companyId));

beforeAll(async () => {
  test = await createTestApp();
  const db = test.deps.db;
  actors = await demoActors(test, EMAILS);
  companyA = actors.get('distributor-junior')!.companyId!;
  companyB = actors.get('other-senior')!.companyId!;
  expect(companyA).not.toBe(companyB);
  const [a, b] = await Promise.all([levelsOf(companyA), levelsOf(companyB)]);
  const shared = b.find((level) => a.some((own) => own.modelCode === level.modelCode))!;
  levelB = { id: shared.id, modelCode: shared.modelCode, quantity: shared.quantity };
  levelA = a.find((level) => level.modelCode === shared.modelCode)!.id;
  const stocked = new Set([...a, ...b].map((level) => level.modelCode));
  const options = await db.select({ modelCode: productOptions.modelCode }).from(productOptions);
  freshModel = options.map((option) => option.modelCode).find((code) => code !== '' && !stocked.has(code))!;
  expect(freshModel).toBeTruthy();
});
afterAll(() => test.close());

describe('portal.stock as a company collection', () => {
  it('lists only the caller’s company, with the product named in the reader’s language and low levels flagged', async () => {
    const own = await caller('distributor-junior').list({ perPage: 100 });
    const expected = await levelsOf(companyA);
    expect(own.total).toBe(expected.length);
    expect(own.rows.map((row) => row.id).sort()).toEqual(expected.map((level) => level.id).sort());
    expect(own.rows.some((row) => row.id === levelB.id)).toBe(false);
    const low = await caller('distributor-junior').list({ filters: { status: 'low' } });
    expect(low.total).toBe(2);
    expect(low.rows.every((row) => row.status === 'low')).toBe(true);
    expect((await caller('distributor-junior').lowCount({})).count).toBe(2);
    const named = own.rows.find((row) => row.id === levelA)!;
    expect(typeof named.productId__label).toBe('string');
    // Found by its model code's start, or by its product's name.
    const byCode = await caller('distributor-junior').list({ q: levelB.modelCode.slice(0, 4).toLowerCase() });
    expect(byCode.rows.some((row) => row.id === levelA)).toBe(true);
    const byName = await caller('distributor-junior').list({ q: String(named.productId__label).slice(0, 5) });
    expect(byName.rows.some((row) => row.id === levelA)).toBe(true);
  });

  it('answers another company’s level as not found on get, update and delete, and leaves it as it was', async () => {
    const api = caller('distributor-senior');
    expect(await codeOf(api.get({ id: levelB.id }))).toBe('NOT_FOUND');
    expect(await codeOf(api.update({ id: levelB.id, data: { modelCode: levelB.modelCode, quantity: 999, threshold: 0 } }))).toBe('NOT_FOUND');
    expect(await codeOf(api.delete({ id: levelB.id }))).toBe('NOT_FOUND');
    expect(await api.bulkDelete({ ids: [levelB.id] })).toEqual({ deleted: 0, refused: [] });
    const [kept] = await test.deps.db.select().from(stockLevels).where(eq(stockLevels.id, levelB.id));
    expect(kept).toMatchObject({ companyId: companyB, quantity: levelB.quantity });
    // B itself reaches it.
    expect((await caller('other-senior').get({ id: levelB.id })).modelCode).toBe(levelB.modelCode);
  });

  it('creates in the caller’s company whatever company id is sent, once per model code', async () => {
    const forged = { modelCode: freshModel.toLowerCase(), quantity: 4, threshold: 5, companyId: companyB };
    const created = await caller('certified-junior').create(forged);
    expect(created).toMatchObject({ modelCode: freshModel, quantity: 4, threshold: 5 });
    const [row] = await test.deps.db.select().from(stockLevels).where(eq(stockLevels.id, created.id));
    expect(row).toMatchObject({ companyId: companyA, modelCode: freshModel });
    expect(row!.productId).not.toBeNull();
    expect((await levelsOf(companyB)).some((level) => level.modelCode === freshModel)).toBe(false);
    expect(await codeOf(caller('distributor-junior').create({ modelCode: freshModel }))).toBe('CONFLICT');
    expect(await codeOf(caller('distributor-junior').create({ modelCode: 'XX-404' }))).toBe('UNPROCESSABLE_CONTENT');
    // The same model code in B is B's own level.
    expect(await codeOf(caller('other-senior').create({ modelCode: freshModel }))).toBe('OK');
    const audits = await test.deps.db.select().from(auditLog).where(and(eq(auditLog.section, 'portal.stock'), eq(auditLog.recordId, String(created.id))));
    expect(audits.map((entry) => entry.action)).toEqual(['create']);
  });

  it('changes the quantity and threshold but keeps the model code; a bad number is a 422 named in German', async () => {
    const api = caller('distributor-junior');
    const before = await api.get({ id: levelA });
    const after = await api.update({ id: levelA, data: { modelCode: 'SOMETHING-ELSE', quantity: 40, threshold: 3 } });
    expect(after).toMatchObject({ modelCode: before.modelCode, quantity: 40, threshold: 3 });
    const errors = await fieldErrorsOf(caller('distributor-junior', 'de').update({ id: levelA, data: { modelCode: String(before.modelCode), quantity: -1, threshold: 0 } }));
    expect(errors.quantity?.[0]).toContain('Menge');
    expect(await codeOf(api.update({ id: levelA, data: { modelCode: String(before.modelCode), quantity: -1, threshold: 0 } }))).toBe('UNPROCESSABLE_CONTENT');
  });

  it('deletes all matching only within the caller’s company', async () => {
    const result = await caller('distributor-senior').bulkDelete({ all: true, query: { q: levelB.modelCode } });
    expect(result.deleted).toBeGreaterThanOrEqual(1);
    expect((await levelsOf(companyA)).some((level) => level.modelCode === levelB.modelCode)).toBe(false);
    expect((await levelsOf(companyB)).some((level) => level.id === levelB.id)).toBe(true);
  });

  it('refuses roles without portal access (403) and visitors (401) on every operation', async () => {
    for (const who of ['customer', 'user', 'certified-senior-plus', null]) {
      const api = caller(who);
      const expected = who === null ? 'UNAUTHORIZED' : 'FORBIDDEN';
      const calls = {
        list: api.list({}),
        get: api.get({ id: levelA }),
        create: api.create({ modelCode: freshModel }),
        update: api.update({ id: levelB.id, data: { modelCode: levelB.modelCode, quantity: 1, threshold: 0 } }),
        delete: api.delete({ id: levelB.id }),
        bulkDelete: api.bulkDelete({ ids: [levelB.id] }),
        lowCount: api.lowCount({}),
      };
      for (const [name, promise] of Object.entries(calls)) expect(await codeOf(promise), `${who} ${name}`).toBe(expected);
    }
  });

  it('lets Voltara’s admin read every company’s levels but not add one to no company', async () => {
    const all = await caller('admin').list({ perPage: 100, q: levelB.modelCode });
    expect(all.rows.some((row) => row.id === levelB.id)).toBe(true);
    expect(await codeOf(caller('admin').create({ modelCode: 'VH-15' }))).toBe('FORBIDDEN');
    const [nordhavn] = await test.deps.db.select({ name: companies.name }).from(companies).where(eq(companies.id, companyA));
    expect(nordhavn?.name).toBe('Nordhavn Inspection ApS');
  });
});
