import { TRPCError } from '@trpc/server';
import { and, count, eq, isNull, lte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../src/shared/auth/roles';
import type { Locale } from '../../src/shared/locales';
import type { Actor } from '../../src/server/auth/actor';
import { announcements, companies, leads, partnerAuditActions, partnerAudits, stockLevels, users } from '../../src/server/db/schema';
import { appRouter } from '../../src/server/trpc/app-router';
import { createCallerFactory } from '../../src/server/trpc/init';
import { createTestApp, type TestApp } from '../setup/test-app';

/**
 * The portal index's dashboard (portal.dashboard) on the seeded demo data: each company's figures are its own (the
 * counts are checked against the tables), the other company's never show, and the outsiders are kept out.
 */
let test: TestApp;
const createCaller = createCallerFactory(appRouter);

async function actor(email: string, locale: Locale = 'en'): Promise<Actor> {
  const [row] = await test.deps.db.select().from(users).where(eq(users.email, email));
  return {
    id: row!.id,
    name: row!.name,
    email: row!.email,
    role: row!.role as Role,
    locale,
    companyId: row!.companyId,
    twoFactorEnabled: false,
    sessionId: 'dashboard',
    passwordConfirmedAt: null,
  };
}

async function dashboardOf(email: string, locale: Locale = 'en') {
  const who = await actor(email, locale);
  return createCaller({ deps: test.deps, actor: who, locale, now: new Date(), scope: { headers: new Headers(), ip: '127.0.0.1', setCookies: () => undefined } }).portal.dashboard();
}

async function companyId(name: string): Promise<number> {
  const [row] = await test.deps.db.select({ id: companies.id }).from(companies).where(eq(companies.name, name));
  return row!.id;
}

beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

describe('portal.dashboard', () => {
  it('counts each company its own offered leads, low stock and open audit actions', async () => {
    for (const [email, company] of [
      ['distributor-junior@demo.test', 'Nordhavn Inspection ApS'],
      ['other-senior@demo.test', 'Iberia Ensayos SL'],
    ] as const) {
      const id = await companyId(company);
      const data = await dashboardOf(email);
      expect(data.company?.name).toBe(company);
      const db = test.deps.db;
      const [offered] = await db.select({ n: count() }).from(leads).where(and(eq(leads.companyId, id), eq(leads.status, 'offered')));
      const [low] = await db.select({ n: count() }).from(stockLevels).where(and(eq(stockLevels.companyId, id), lte(stockLevels.quantity, stockLevels.threshold)));
      const [actions] = await db
        .select({ n: count() })
        .from(partnerAuditActions)
        .innerJoin(partnerAudits, eq(partnerAudits.id, partnerAuditActions.auditId))
        .where(and(eq(partnerAudits.companyId, id), isNull(partnerAuditActions.doneAt)));
      expect(data.leads.offered, company).toBe(offered!.n);
      expect(data.lowStock.count, company).toBe(low!.n);
      expect(data.audits.openActions, company).toBe(actions!.n);
      // The demo data gives each company something to do (DECISIONS.md: leads, stock, an agreement waiting, an audit).
      expect(data.leads.offered + data.leads.accepted, company).toBeGreaterThan(0);
      expect(data.agreementsToAccept, company).toBeGreaterThan(0);
      expect(data.audits.nextAuditOn, company).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      // Soonest deadline first.
      const deadlines = data.leads.soonest.map((lead) => lead.deadlineAt);
      expect(deadlines).toEqual([...deadlines].sort());
    }
  });

  it("never shows one company another's leads, stock or announcements", async () => {
    const nordhavn = await dashboardOf('distributor-senior@demo.test');
    const iberia = await dashboardOf('other-junior@demo.test');
    const iberiaId = await companyId('Iberia Ensayos SL');
    const iberiaLeads = await test.deps.db.select({ id: leads.id }).from(leads).where(eq(leads.companyId, iberiaId));
    const iberiaIds = new Set(iberiaLeads.map((lead) => lead.id));
    expect(nordhavn.leads.soonest.some((lead) => iberiaIds.has(lead.id))).toBe(false);
    const iberiaModels = new Set(iberia.lowStock.rows.map((row) => row.modelCode));
    const nordhavnStock = await test.deps.db.select({ modelCode: stockLevels.modelCode, companyId: stockLevels.companyId }).from(stockLevels);
    for (const row of nordhavn.lowStock.rows) expect(nordhavnStock.some((s) => s.modelCode === row.modelCode && s.companyId !== iberiaId)).toBe(true);
    // An announcement aimed at Nordhavn alone is not on Iberia's dashboard.
    const nordhavnId = await companyId('Nordhavn Inspection ApS');
    const onlyNordhavn = await test.deps.db.select({ id: announcements.id }).from(announcements).where(eq(announcements.companyId, nordhavnId));
    for (const { id } of onlyNordhavn) expect(iberia.announcements.latest.map((item) => item.id)).not.toContain(id);
    expect(iberiaModels.size).toBeLessThanOrEqual(iberia.lowStock.count);
  });

  it('reads announcements in the reader’s language and counts unread ones down when read', async () => {
    const before = await dashboardOf('distributor-junior-plus@demo.test', 'de');
    expect(before.announcements.latest.length).toBeGreaterThan(0);
    const first = before.announcements.latest[0]!;
    const [row] = await test.deps.db.select({ de: announcements.title_DE, en: announcements.title_EN }).from(announcements).where(eq(announcements.id, first.id));
    expect(first.title).toBe(row!.de || row!.en);
    if (!first.read) {
      const who = await actor('distributor-junior-plus@demo.test');
      await createCaller({ deps: test.deps, actor: who, locale: 'en', now: new Date(), scope: { headers: new Headers(), ip: '127.0.0.1', setCookies: () => undefined } }).portal.announcements.markRead({ id: first.id });
      const after = await dashboardOf('distributor-junior-plus@demo.test', 'de');
      expect(after.announcements.unread).toBe(before.announcements.unread - 1);
    }
  });

  it('gives an admin every company’s figures and keeps customers and users out', async () => {
    const admin = await dashboardOf('admin@demo.test');
    expect(admin.company).toBeNull();
    const [offered] = await test.deps.db.select({ n: count() }).from(leads).where(eq(leads.status, 'offered'));
    expect(admin.leads.offered).toBe(offered!.n);
    for (const email of ['customer@demo.test', 'user@demo.test', 'certified-senior-plus@demo.test']) {
      const error = await dashboardOf(email).catch((caught: unknown) => caught);
      expect(error, email).toBeInstanceOf(TRPCError);
      expect((error as TRPCError).code, email).toBe('FORBIDDEN');
    }
  });
});
