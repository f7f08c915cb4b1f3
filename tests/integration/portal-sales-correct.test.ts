import { randomUUID } from 'node:crypto';
import { TRPCError } from '@trpc/server';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../src/shared/auth/roles';
import type { Locale } from '../../src/shared/locales';
import type { Actor } from '../../src/server/auth/actor';
import { auditLog, categories, companies, products, sales, serials, users } from '../../src/server/db/schema';
import { customerKeyOf } from '../../src/server/features/trade/fold';
import { appRouter } from '../../src/server/trpc/app-router';
import { createCallerFactory } from '../../src/server/trpc/init';
import { HttpClient } from '../setup/http-client';
import { createTestApp, type TestApp } from '../setup/test-app';

/**
 * Issue 27 item 5, "sales can be corrected": a senior partner edits or removes a sale (audited, totals follow, the
 * serial's sold state follows), juniors get 403, another company's sale is 404, and a CSV import is idempotent on the
 * partner's reference. Two companies A and B with their own serials are made here; the demo accounts are used over
 * HTTP at the end.
 */
let test: TestApp;
const createCaller = createCallerFactory(appRouter);
const suffix = randomUUID().replace(/-/g, '').slice(0, 6).toUpperCase();
const MODEL = `SC${suffix}-1`;
const PART = `SC${suffix}-P`;
const serialsA = [1, 2, 3, 4, 5, 6].map((n) => `SCA${suffix}-0${n}`);
const serialB = `SCB${suffix}-01`;

type Who = 'seniorA' | 'certifiedSeniorA' | 'juniorA' | 'juniorPlusA' | 'certifiedJuniorA' | 'certifiedJuniorPlusA' | 'seniorB' | 'admin';
const PEOPLE: Record<Who, { role: Role; company: 'A' | 'B' | null }> = {
  seniorA: { role: 'distributor-senior', company: 'A' },
  certifiedSeniorA: { role: 'certified-senior', company: 'A' },
  juniorA: { role: 'distributor-junior', company: 'A' },
  juniorPlusA: { role: 'distributor-junior-plus', company: 'A' },
  certifiedJuniorA: { role: 'certified-junior', company: 'A' },
  certifiedJuniorPlusA: { role: 'certified-junior-plus', company: 'A' },
  seniorB: { role: 'distributor-senior', company: 'B' },
  admin: { role: 'admin', company: null },
};
const JUNIORS: Who[] = ['juniorA', 'juniorPlusA', 'certifiedJuniorA', 'certifiedJuniorPlusA'];

const actors = new Map<Who, Actor>();
let companyA = 0;
let companyB = 0;
let partId = 0;
let saleB = 0;

function caller(who: Who, locale: Locale = 'en') {
  return createCaller({
    deps: test.deps,
    actor: { ...actors.get(who)!, locale },
    locale, now: new Date(), scope: { headers: new Headers(), ip: '127.0.0.1', setCookies: () => undefined },
  }).portal.sales;
}

async function errorOf(promise: Promise<unknown>): Promise<TRPCError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof TRPCError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

const saleRow = async (id: number) => (await test.deps.db.select().from(sales).where(eq(sales.id, id)))[0];
const salesOf = async (companyId: number) => test.deps.db.select().from(sales).where(eq(sales.companyId, companyId));
const serialId = async (number: string) => (await test.deps.db.select({ id: serials.id }).from(serials).where(eq(serials.number, number)))[0]!.id;
/** The serial as the portal's serial page shows it to the company. */
const serialPage = async (number: string) => {
  const api = createCaller({ deps: test.deps, actor: actors.get('seniorA')!, locale: 'en', now: new Date(), scope: { headers: new Headers(), ip: '127.0.0.1', setCookies: () => undefined } });
  return api.portal.serials.get({ id: await serialId(number) });
};
const auditOf = (id: number) =>
  test.deps.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.section, 'portal.sales'), eq(auditLog.recordId, String(id))));

beforeAll(async () => {
  test = await createTestApp();
  const db = test.deps.db;
  const now = new Date();
  [{ id: companyA }] = (await db.insert(companies).values({ name: `Correct Alpha ${suffix}`, tier: 'gold' }).returning({ id: companies.id })) as [{ id: number }];
  [{ id: companyB }] = (await db.insert(companies).values({ name: `Correct Beta ${suffix}`, tier: 'silver' }).returning({ id: companies.id })) as [{ id: number }];
  for (const [who, person] of Object.entries(PEOPLE) as Array<[Who, (typeof PEOPLE)[Who]]>) {
    const id = `sc-${who}-${suffix}`;
    const companyId = person.company === 'A' ? companyA : person.company === 'B' ? companyB : null;
    const email = `${who.toLowerCase()}-${suffix.toLowerCase()}@sales-correct.test`;
    await db.insert(users).values({ id, name: `Staff ${who}`, email, role: person.role, companyId, createdAt: now, updatedAt: now });
    actors.set(who, { id, name: `Staff ${who}`, email, role: person.role, locale: 'en', companyId, twoFactorEnabled: false, sessionId: `s-${who}`, passwordConfirmedAt: null });
  }
  const [category] = await db.insert(categories).values({ slug: `sales-correct-${suffix.toLowerCase()}`, name_EN: 'Correction test' }).returning();
  const [product] = await db.insert(products).values({ categoryId: category!.id, slug: `sc-${suffix.toLowerCase()}`, modelCode: MODEL, name_EN: `Steady Checker ${suffix}` }).returning();
  const [part] = await db.insert(products).values({ categoryId: category!.id, slug: `sc-part-${suffix.toLowerCase()}`, modelCode: PART, name_EN: `Steady Probe ${suffix}` }).returning();
  partId = part!.id;
  const serial = (number: string, companyId: number) => ({ number, numberKey: number.replace(/[^A-Z0-9]/g, ''), productId: product!.id, buildDate: '2024-01-01', status: 'in-stock' as const, companyId });
  await db.insert(serials).values([...serialsA.map((number) => serial(number, companyA)), serial(serialB, companyB)]);
  [{ id: saleB }] = (await db
    .insert(sales)
    .values({ companyId: companyB, productId: partId, modelCode: PART, customerName: 'Beta Customer', customerKey: customerKeyOf('Beta Customer'), soldOn: '2024-03-03', quantity: 3, unitPrice: 2_000, currency: 'EUR', reference: 'B-1' })
    .returning({ id: sales.id })) as [{ id: number }];
});
afterAll(() => test.close());

describe('who may correct a sale', () => {
  it('refuses the junior roles (403) and leaves the sale as it was', async () => {
    const { id } = await caller('juniorA').record({ modelCode: PART, quantity: 2, customerName: 'Junior Entry', soldOn: '2024-05-05', unitPrice: 1_000, reference: 'J-1' });
    for (const who of JUNIORS) {
      expect((await errorOf(caller(who).correct({ id, modelCode: PART, quantity: 9, customerName: 'Changed', soldOn: '2024-05-05', unitPrice: 1 }))).code, who).toBe('FORBIDDEN');
      expect((await errorOf(caller(who).remove({ id }))).code, who).toBe('FORBIDDEN');
    }
    expect(await saleRow(id)).toMatchObject({ quantity: 2, customerName: 'Junior Entry', unitPrice: 1_000 });
  });

  it('answers 404 for another company’s sale, and changes nothing of it', async () => {
    for (const who of ['seniorA', 'certifiedSeniorA'] as const) {
      // The same senior corrects a sale of their own company, with the same input.
      const { id } = await caller(who).record({ modelCode: PART, quantity: 1, customerName: `Own ${who}`, soldOn: '2024-03-03', unitPrice: 1 });
      await caller(who).correct({ id, modelCode: PART, quantity: 1, customerName: 'Taken over', soldOn: '2024-03-03', unitPrice: 1 });
      expect((await saleRow(id))!.customerName).toBe('Taken over');
      expect((await errorOf(caller(who).correct({ id: saleB, modelCode: PART, quantity: 1, customerName: 'Taken over', soldOn: '2024-03-03', unitPrice: 1 }))).code, who).toBe('NOT_FOUND');
      expect((await errorOf(caller(who).remove({ id: saleB }))).code, who).toBe('NOT_FOUND');
    }
    expect(await saleRow(saleB)).toMatchObject({ customerName: 'Beta Customer', quantity: 3 });
    expect(await caller('seniorB').list({ q: 'Beta' })).toMatchObject({ total: 1 });
  });

  it('over HTTP: a junior gets 403, another company’s senior 404, the senior 200 (demo accounts)', async () => {
    const [nordhavn] = await test.deps.db.select({ id: companies.id }).from(companies).where(eq(companies.name, 'Nordhavn Inspection ApS'));
    const [demoSale] = await test.deps.db.select().from(sales).where(eq(sales.companyId, nordhavn!.id)).limit(1);
    const as = async (email: string) => {
      const client = new HttpClient(test, `203.0.113.${Math.floor(Math.random() * 200) + 20}`);
      await client.signIn(email);
      return client;
    };
    const junior = await as('distributor-junior@demo.test');
    expect((await junior.mutation('portal.sales.remove', { id: demoSale!.id })).status).toBe(403);
    const other = await as('other-senior@demo.test');
    expect((await other.mutation('portal.sales.remove', { id: demoSale!.id })).status).toBe(404);
    const senior = await as('distributor-senior@demo.test');
    const edited = await senior.mutation('portal.sales.correct', {
      id: demoSale!.id,
      serial: demoSale!.serialNumber,
      modelCode: demoSale!.serialNumber ? '' : demoSale!.modelCode,
      quantity: demoSale!.quantity,
      customerName: 'Corrected over HTTP',
      soldOn: demoSale!.soldOn,
      unitPrice: demoSale!.unitPrice,
      currency: demoSale!.currency,
      reference: demoSale!.reference,
    });
    expect(edited.status).toBe(200);
    expect((await saleRow(demoSale!.id))!.customerName).toBe('Corrected over HTTP');
  });
});

describe('editing a sale', () => {
  it('changes what the list shows and moves the totals, audited with before and after', async () => {
    const api = caller('seniorA');
    const { id } = await api.record({ modelCode: PART, quantity: 2, customerName: 'Edit Me Ltd', soldOn: '2023-01-10', unitPrice: 1_500, reference: 'E-1' });
    expect((await api.totals({ filters: { soldOn: '2023-01-01..2023-02-28' }, period: 'month' })).rows).toEqual([{ period: '2023-01', currency: 'EUR', sales: 1, quantity: 2, revenue: 3_000 }]);

    await api.correct({ id, modelCode: PART, quantity: 5, customerName: 'Edited Ltd', soldOn: '2023-02-14', unitPrice: 2_000, currency: 'EUR', reference: 'E-1b' });
    const listed = await api.list({ q: 'Edited' });
    expect(listed.rows).toEqual([expect.objectContaining({ id, customerName: 'Edited Ltd', soldOn: '2023-02-14', quantity: 5, unitPrice: 2_000, lineTotal: 10_000 })]);
    expect(await api.get({ id })).toMatchObject({ customerName: 'Edited Ltd', reference: 'E-1b' });
    expect((await api.list({ q: 'Edit Me' })).total).toBe(0);
    expect((await api.totals({ filters: { soldOn: '2023-01-01..2023-02-28' }, period: 'month' })).rows).toEqual([{ period: '2023-02', currency: 'EUR', sales: 1, quantity: 5, revenue: 10_000 }]);

    const entries = await auditOf(id);
    expect(entries.map((entry) => entry.action).sort()).toEqual(['create', 'update']);
    const update = entries.find((entry) => entry.action === 'update')!;
    expect(update.actorEmail).toBe(actors.get('seniorA')!.email);
    expect(JSON.parse(update.changes)).toMatchObject({
      customerName: ['Edit Me Ltd', 'Edited Ltd'],
      soldOn: ['2023-01-10', '2023-02-14'],
      quantity: [2, 5],
      unitPrice: [1_500, 2_000],
      reference: ['E-1', 'E-1b'],
    });
  });

  it('checks an edit as a new sale is checked (4xx naming the field, never a 500)', async () => {
    const api = caller('certifiedSeniorA');
    const { id } = await api.record({ modelCode: PART, quantity: 1, customerName: 'Valid Ltd', soldOn: '2023-03-01', unitPrice: 100, reference: 'V-1' });
    await api.record({ modelCode: PART, quantity: 1, customerName: 'Other Ltd', soldOn: '2023-03-02', unitPrice: 100, reference: 'V-2' });
    const base = { id, modelCode: PART, quantity: 1, customerName: 'Valid Ltd', soldOn: '2023-03-01', unitPrice: 100, reference: 'V-1' };
    const future = await errorOf(api.correct({ ...base, soldOn: '2999-01-01' }));
    expect(future.code).toBe('UNPROCESSABLE_CONTENT');
    expect((future.cause as { fieldErrors?: Record<string, string[]> }).fieldErrors?.soldOn).toEqual(['The sale date is in the future.']);
    const unknownModel = await errorOf(api.correct({ ...base, modelCode: 'NOPE-404' }));
    expect(unknownModel.message).toBe('Model code “NOPE-404” is not in the catalogue.');
    expect((await errorOf(api.correct({ ...base, modelCode: '', serial: serialB }))).code).toBe('UNPROCESSABLE_CONTENT');
    const taken = await errorOf(api.correct({ ...base, reference: 'V-2' }));
    expect(taken.code).toBe('CONFLICT');
    expect(taken.message).toBe('Reference V-2 is already used by another of your sales.');
    expect((await errorOf(api.correct({ ...base, customerName: '' }))).code).toBe('UNPROCESSABLE_CONTENT');
    expect((await errorOf(api.correct({ ...base, soldOn: '2023-02-30' }))).code).toBe('UNPROCESSABLE_CONTENT');
    expect((await errorOf(api.correct({ ...base, id: 0 }))).code).toBe('UNPROCESSABLE_CONTENT');
    expect((await errorOf(api.correct({ ...base, id: 99_999_999 }))).code).toBe('NOT_FOUND');
    expect(await saleRow(id)).toMatchObject({ customerName: 'Valid Ltd', soldOn: '2023-03-01', reference: 'V-1' });
  });

  it('lets Voltara (admin) correct any company’s sale', async () => {
    await caller('admin').correct({ id: saleB, modelCode: PART, quantity: 4, customerName: 'Beta Customer', soldOn: '2024-03-03', unitPrice: 2_000, reference: 'B-1' });
    expect((await saleRow(saleB))!.quantity).toBe(4);
  });
});

describe('the serial’s sold state follows its sale', () => {
  it('is sold once its sale is recorded, moves with an edit to another serial, and is back in stock when the sale goes', async () => {
    const api = caller('seniorA');
    expect(await serialPage(serialsA[0]!)).toMatchObject({ status: 'in-stock', soldTo: '' });
    const { id } = await api.record({ serial: serialsA[0]!, customerName: 'Serial Buyer AS', soldOn: '2024-06-01', unitPrice: 90_000, reference: 'S-1' });
    expect(await serialPage(serialsA[0]!)).toMatchObject({ status: 'sold', soldTo: 'Serial Buyer AS', soldOn: '2024-06-01' });

    // The same serial, another customer and date: the serial's note follows.
    await api.correct({ id, serial: serialsA[0]!, customerName: 'Serial Buyer Renamed AS', soldOn: '2024-06-02', unitPrice: 90_000, reference: 'S-1' });
    expect(await serialPage(serialsA[0]!)).toMatchObject({ status: 'sold', soldTo: 'Serial Buyer Renamed AS', soldOn: '2024-06-02' });

    // The wrong serial was typed: the sale moves to the right one, the first goes back to stock.
    await api.correct({ id, serial: serialsA[1]!, customerName: 'Serial Buyer Renamed AS', soldOn: '2024-06-02', unitPrice: 90_000, reference: 'S-1' });
    expect(await serialPage(serialsA[0]!)).toMatchObject({ status: 'in-stock', soldTo: '', soldOn: null });
    expect(await serialPage(serialsA[1]!)).toMatchObject({ status: 'sold', soldTo: 'Serial Buyer Renamed AS' });
    expect((await api.list({ q: serialsA[1]! })).rows[0]).toMatchObject({ id, serialNumber: serialsA[1] });
    // The freed serial can be sold again; the taken one cannot.
    expect((await errorOf(api.record({ serial: serialsA[1]!, customerName: 'Twice', soldOn: '2024-06-03', unitPrice: 1 }))).code).toBe('CONFLICT');

    await api.remove({ id });
    expect(await serialPage(serialsA[1]!)).toMatchObject({ status: 'in-stock', soldTo: '', soldOn: null });
    expect((await api.list({ q: serialsA[1]! })).total).toBe(0);
    const { id: again } = await api.record({ serial: serialsA[1]!, customerName: 'Second Buyer', soldOn: '2024-07-01', unitPrice: 1, reference: 'S-2' });
    expect(again).toBeGreaterThan(id);
  });

  it('refuses moving a sale onto a serial another sale holds (409)', async () => {
    const api = caller('seniorA');
    await api.record({ serial: serialsA[2]!, customerName: 'Holder', soldOn: '2024-08-01', unitPrice: 1, reference: 'H-1' });
    const { id } = await api.record({ serial: serialsA[3]!, customerName: 'Mover', soldOn: '2024-08-02', unitPrice: 1, reference: 'H-2' });
    expect((await errorOf(api.correct({ id, serial: serialsA[2]!, customerName: 'Mover', soldOn: '2024-08-02', unitPrice: 1, reference: 'H-2' }))).code).toBe('CONFLICT');
    expect(await serialPage(serialsA[3]!)).toMatchObject({ status: 'sold', soldTo: 'Mover' });
  });

  it('leaves a registered instrument registered when its sale is removed, without the removed sale’s customer', async () => {
    const api = caller('seniorA');
    const { id } = await api.record({ serial: serialsA[4]!, customerName: 'Registrant Ltd', soldOn: '2024-09-01', unitPrice: 1, reference: 'R-1' });
    await test.deps.db.update(serials).set({ status: 'registered' }).where(eq(serials.number, serialsA[4]!));
    await api.remove({ id });
    expect(await serialPage(serialsA[4]!)).toMatchObject({ status: 'registered', soldTo: '', soldOn: null });
  });
});

describe('removing a sale', () => {
  it('takes it off the list and out of the totals, its serial back in stock, audited with what it held', async () => {
    const api = caller('certifiedSeniorA');
    const { id } = await api.record({ modelCode: PART, quantity: 3, customerName: 'Remove Me GmbH', soldOn: '2022-05-05', unitPrice: 700, reference: 'D-1' });
    const { id: serialSale } = await api.record({ serial: serialsA[5]!, customerName: 'Remove Me GmbH', soldOn: '2022-05-06', unitPrice: 1_000, reference: 'D-2' });
    expect((await api.totals({ filters: { soldOn: '2022-05-01..2022-05-31' }, period: 'month' })).rows).toEqual([{ period: '2022-05', currency: 'EUR', sales: 2, quantity: 4, revenue: 3_100 }]);
    expect((await serialPage(serialsA[5]!)).status).toBe('sold');
    await api.remove({ id });
    await api.remove({ id: serialSale });
    expect((await api.list({ q: 'Remove Me' })).total).toBe(0);
    expect((await api.totals({ filters: { soldOn: '2022-05-01..2022-05-31' }, period: 'month' })).rows).toEqual([]);
    expect(await serialPage(serialsA[5]!)).toMatchObject({ status: 'in-stock', soldTo: '' });
    const removal = (await auditOf(id)).find((entry) => entry.action === 'delete');
    expect(removal?.actorEmail).toBe(actors.get('certifiedSeniorA')!.email);
    expect(JSON.parse(removal!.changes)).toMatchObject({ customerName: 'Remove Me GmbH', quantity: 3, reference: 'D-1' });
    expect((await errorOf(api.remove({ id }))).code).toBe('NOT_FOUND');
    // Its reference is free again.
    await api.record({ modelCode: PART, quantity: 1, customerName: 'Remove Me GmbH', soldOn: '2022-05-06', unitPrice: 700, reference: 'D-1' });
  });
});

describe('importing a CSV is idempotent on the partner’s reference', () => {
  const header = 'sold_on,serial,model_code,quantity,customer,unit_price,currency,reference';
  const file = [header, `2021-02-01,,${PART},2,Import One AB,10.00,EUR,INV-7001`, `2021-02-02,,${PART},1,Import Two AB,20.00,EUR,INV-7002`, `2021-03-03,,${PART},4,Import Three AB,5.00,EUR,INV-7003`].join('\n');

  it('writes the rows once; the same file again adds nothing and reports each row as already imported', async () => {
    const api = caller('juniorA');
    const before = (await salesOf(companyA)).length;
    const first = await api.import({ csv: file });
    expect(first).toMatchObject({ rows: 3, written: 3, errors: [] });
    const totals = await api.totals({ filters: { soldOn: '2021-01-01..2021-12-31' }, period: 'year' });
    expect(totals.rows).toEqual([{ period: '2021', currency: 'EUR', sales: 3, quantity: 7, revenue: 6_000 }]);

    const again = await api.import({ csv: file });
    expect(again.written).toBe(0);
    expect(again.errors).toEqual([]);
    expect(again.skipped).toEqual([
      { line: 2, reference: 'INV-7001', differs: false, message: 'Already imported: a sale with reference INV-7001 is recorded.' },
      { line: 3, reference: 'INV-7002', differs: false, message: 'Already imported: a sale with reference INV-7002 is recorded.' },
      { line: 4, reference: 'INV-7003', differs: false, message: 'Already imported: a sale with reference INV-7003 is recorded.' },
    ]);
    expect((await salesOf(companyA)).length).toBe(before + 3);
    expect((await api.totals({ filters: { soldOn: '2021-01-01..2021-12-31' }, period: 'year' })).rows).toEqual(totals.rows);
  });

  it('writes only the new rows of a file that grew, and says when a recorded row differs', async () => {
    const api = caller('seniorA');
    const grown = `${file.replace('Import Two AB,20.00', 'Import Two AB,25.00')}\n2021-04-04,,${PART},1,Import Four AB,1.00,EUR,INV-7004`;
    const report = await caller('seniorA', 'de').import({ csv: grown });
    expect(report).toMatchObject({ rows: 4, written: 1, errors: [] });
    expect(report.skipped!.map((row) => [row.line, row.differs])).toEqual([
      [2, false],
      [3, true],
      [4, false],
    ]);
    expect(report.skipped![1]!.message).toContain('INV-7002');
    expect(report.skipped![1]!.message).toContain('anderen Angaben');
    expect((await api.list({ q: 'Import Two' })).rows[0]!.unitPrice).toBe(2_000);
    expect((await api.list({ q: 'Import Four' })).total).toBe(1);
  });

  it('needs a reference on every row, once per file, and a reference column', async () => {
    const api = caller('juniorA');
    const before = (await salesOf(companyA)).length;
    const report = await api.import({ csv: [header, `2021-05-01,,${PART},1,No Ref,1,EUR,`, `2021-05-02,,${PART},1,Twice A,1,EUR,INV-8001`, `2021-05-03,,${PART},1,Twice B,1,EUR,INV-8001`].join('\n') });
    expect(report.written).toBe(0);
    expect(report.errors.map((error) => `${error.line}:${error.column}:${error.problem}`)).toEqual(['2:reference:required', '4:reference:duplicateReference']);
    const noColumn = await api.import({ csv: `sold_on,model_code,customer\n2021-05-01,${PART},No Column` });
    expect(noColumn.errors[0]).toMatchObject({ line: 1, problem: 'header' });
    expect(noColumn.errors[0]!.message).toContain('reference');
    expect((await salesOf(companyA)).length).toBe(before);
  });

  it('keeps one sale per reference when the same file is imported twice at once (the unique index)', async () => {
    const api = caller('seniorA');
    const before = (await salesOf(companyA)).length;
    const racing = [header, ...Array.from({ length: 40 }, (_, n) => `2020-06-${String((n % 28) + 1).padStart(2, '0')},,${PART},1,Race ${n},1.00,EUR,RACE-${n}`)].join('\n');
    const reports = await Promise.all([api.import({ csv: racing }), caller('certifiedSeniorA').import({ csv: racing })]);
    expect(reports.map((report) => report.errors)).toEqual([[], []]);
    expect(reports[0]!.written + reports[1]!.written).toBe(40);
    expect((await salesOf(companyA)).length).toBe(before + 40);
    await expect(
      test.deps.db.insert(sales).values({ companyId: companyA, productId: partId, modelCode: PART, customerName: 'Direct', customerKey: 'direct', soldOn: '2020-06-01', reference: 'RACE-0' }),
    ).rejects.toThrow();
  });

  it('refuses a reference the form would reuse (409), in the visitor’s language', async () => {
    const taken = await errorOf(caller('juniorA', 'fr').record({ modelCode: PART, customerName: 'Form Entry', soldOn: '2021-06-01', unitPrice: 1, reference: 'INV-7001' }));
    expect(taken.code).toBe('CONFLICT');
    expect(taken.message).toBe('La référence INV-7001 est déjà utilisée par une autre de vos ventes.');
    // Another company may use the same reference: references are the partner's own.
    await caller('seniorB').record({ modelCode: PART, customerName: 'Form Entry', soldOn: '2021-06-01', unitPrice: 1, reference: 'INV-7001' });
  });
});
