import { randomUUID } from 'node:crypto';
import { TRPCError } from '@trpc/server';
import { and, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES, type Role } from '../../src/shared/auth/roles';
import type { Locale } from '../../src/shared/locales';
import type { Actor } from '../../src/server/auth/actor';
import { accounts, agreementAcceptances, agreementCompanies, agreementPages, auditLog, companies, outbox, users } from '../../src/server/db/schema';
import { appRouter } from '../../src/server/trpc/app-router';
import { createCallerFactory } from '../../src/server/trpc/init';
import { createTestApp, type TestApp } from '../setup/test-app';

/**
 * Distribution agreements (issue 12) through the real router on a fresh migrated, seeded database: the portal's list,
 * reading and accepting, and the back office's templates, drafts, pages and publishing. Companies A and B, their staff
 * and the agreements under test are made by this file through the admin procedures; the demo seed is checked apart.
 */
let test: TestApp;
const createCaller = createCallerFactory(appRouter);
const suffix = randomUUID().replace(/-/g, '').slice(0, 8);

type Staff = Role | 'seniorB' | 'juniorB' | 'orphan';
const STAFF: Record<Staff, { role: Role; company: 'A' | 'B' | null; locale?: Locale }> = {
  ...(Object.fromEntries(ROLES.map((role) => [role, { role, company: ['user', 'customer', 'admin'].includes(role) ? null : 'A' }])) as Record<
    Role,
    { role: Role; company: 'A' | null }
  >),
  seniorB: { role: 'distributor-senior', company: 'B', locale: 'de' },
  juniorB: { role: 'distributor-junior', company: 'B' },
  orphan: { role: 'distributor-senior', company: null },
};
const PORTAL_A: Staff[] = ['distributor-junior', 'distributor-senior', 'distributor-junior-plus', 'certified-junior', 'certified-junior-plus', 'certified-senior'];
const SENIORS_A: Staff[] = ['distributor-senior', 'certified-senior'];
const JUNIORS: Staff[] = ['distributor-junior', 'distributor-junior-plus', 'certified-junior', 'certified-junior-plus', 'juniorB'];
const NO_PORTAL: Staff[] = ['user', 'customer', 'certified-senior-plus'];

const actors = new Map<Staff, Actor>();
let companyA = 0;
let companyB = 0;
const IP = '203.0.113.7';

function caller(who: Staff | null, locale: Locale = 'en') {
  return createCaller({
    deps: test.deps,
    actor: who === null ? null : { ...actors.get(who)!, locale },
    locale, now: new Date(), scope: { headers: new Headers(), ip: IP, setCookies: () => undefined },
  });
}

async function failure(promise: Promise<unknown>): Promise<TRPCError | null> {
  try {
    await promise;
    return null;
  } catch (error) {
    if (error instanceof TRPCError) return error;
    throw error;
  }
}
async function codeOf(promise: Promise<unknown>): Promise<string> {
  return (await failure(promise))?.code ?? 'OK';
}

const admin = () => caller('admin').admin.agreements;

/** A template with one published version of `pages` pages, applied to `companyIds`; returns its ids. */
async function publishedAgreement(name: string, companyIds: number[], pages = 2): Promise<{ id: number; versionId: number; pageIds: number[] }> {
  const { id } = await admin().create({ name: `${name} ${suffix}`, description_EN: `About ${name}` });
  const { versionId } = await admin().createDraft({ agreementId: id });
  const pageIds: number[] = [];
  for (let i = 1; i <= pages; i++) {
    const page = await admin().addPage({ versionId });
    await admin().savePage({ id: page.id, title_EN: `${name} page ${i}`, body_EN: `<p>${name} text ${i}</p>`, title_DE: `${name} Seite ${i}`, body_DE: `<p>${name} Text ${i}</p>` });
    pageIds.push(page.id);
  }
  await admin().setCompanies({ agreementId: id, companyIds });
  await admin().publish({ versionId });
  return { id, versionId, pageIds };
}

beforeAll(async () => {
  test = await createTestApp();
  const db = test.deps.db;
  const now = new Date();
  [{ id: companyA }] = (await db.insert(companies).values({ name: `Agree Alpha ${suffix}` }).returning({ id: companies.id })) as [{ id: number }];
  [{ id: companyB }] = (await db.insert(companies).values({ name: `Agree Beta ${suffix}` }).returning({ id: companies.id })) as [{ id: number }];
  for (const [who, person] of Object.entries(STAFF) as Array<[Staff, (typeof STAFF)[Staff]]>) {
    const id = `pa-${who}-${suffix}`;
    const companyId = person.company === 'A' ? companyA : person.company === 'B' ? companyB : null;
    const email = `${who}-${suffix}@portal-agreements.test`;
    await db.insert(users).values({ id, name: `Staff ${who}`, email, role: person.role, companyId, locale: person.locale ?? 'en', createdAt: now, updatedAt: now });
    // Joined: a password is set (agreement mail skips an invitation still open, issue 27).
    await db.insert(accounts).values({ id: `acc-${id}`, accountId: id, providerId: 'credential', userId: id, password: 'x', createdAt: now, updatedAt: now });
    actors.set(who, { id, name: `Staff ${who}`, email, role: person.role, locale: 'en', companyId, twoFactorEnabled: false, sessionId: `s-${who}`, passwordConfirmedAt: null });
  }
});
afterAll(() => test.close());

describe('who may call the portal procedures', () => {
  it('refuses roles without portal access (FORBIDDEN) and visitors (UNAUTHORIZED) on every procedure, before reading input', async () => {
    const shared = await publishedAgreement('Matrix', [companyA, companyB]);
    for (const who of [...NO_PORTAL, null] as const) {
      const expected = who === null ? 'UNAUTHORIZED' : 'FORBIDDEN';
      const api = caller(who).portal.agreements;
      expect(await codeOf(api.list()), `${who} list`).toBe(expected);
      expect(await codeOf(api.get({ id: shared.id })), `${who} get`).toBe(expected);
      expect(await codeOf(api.accept({ agreementId: shared.id, versionId: shared.versionId, name: 'Some Body', confirm: true })), `${who} accept`).toBe(expected);
      expect(await codeOf(api.get({ id: -1 })), `${who} bad input`).toBe(expected);
    }
  });

  it('lets every portal role of each company read, and only the senior roles accept (juniors are refused)', async () => {
    const shared = await publishedAgreement('Roles', [companyA, companyB]);
    for (const who of [...PORTAL_A, 'seniorB', 'juniorB', 'admin'] as Staff[]) {
      expect(await codeOf(caller(who).portal.agreements.list()), `${who} list`).toBe('OK');
      expect(await codeOf(caller(who).portal.agreements.get({ id: shared.id })), `${who} get`).toBe('OK');
    }
    for (const who of JUNIORS) {
      const error = await failure(caller(who).portal.agreements.accept({ agreementId: shared.id, versionId: shared.versionId, name: 'Junior Person', confirm: true }));
      expect(error?.code, who).toBe('FORBIDDEN');
      expect((await caller(who).portal.agreements.get({ id: shared.id })).canAccept, who).toBe(false);
    }
    // An admin reads every company's agreements but accepts for none (no company of their own).
    const byAdmin = await failure(caller('admin').portal.agreements.accept({ agreementId: shared.id, versionId: shared.versionId, name: 'Ada Admin', confirm: true }));
    expect(byAdmin?.code).toBe('FORBIDDEN');
    expect(byAdmin?.message).toMatch(/on behalf of a distributor company/);
    const orphan = await failure(caller('orphan').portal.agreements.accept({ agreementId: shared.id, versionId: shared.versionId, name: 'No Company', confirm: true }));
    expect(orphan?.code).toBe('FORBIDDEN');
    expect(await test.deps.db.select({ n: count() }).from(agreementAcceptances).where(eq(agreementAcceptances.versionId, shared.versionId))).toEqual([{ n: 0 }]);
    // One senior of A and the senior of B accept, each for their own company.
    expect(await codeOf(caller('certified-senior').portal.agreements.accept({ agreementId: shared.id, versionId: shared.versionId, name: 'Signe Senior', confirm: true }))).toBe('OK');
    expect(await codeOf(caller('seniorB').portal.agreements.accept({ agreementId: shared.id, versionId: shared.versionId, name: 'Bernd Senior', confirm: true }))).toBe('OK');
  });

  it("answers NOT_FOUND for another company's agreement, by id and on accept, as for an unknown one", async () => {
    const onlyA = await publishedAgreement('Only A', [companyA]);
    const onlyB = await publishedAgreement('Only B', [companyB]);
    for (const who of PORTAL_A) {
      expect(await codeOf(caller(who).portal.agreements.get({ id: onlyB.id })), who).toBe('NOT_FOUND');
      expect(await codeOf(caller(who).portal.agreements.get({ id: 2_000_000_000 })), who).toBe('NOT_FOUND');
      expect(await codeOf(caller(who).portal.agreements.get({ id: onlyA.id })), who).toBe('OK');
      expect((await caller(who).portal.agreements.list()).rows.map((row) => row.id), who).not.toContain(onlyB.id);
    }
    for (const who of ['seniorB', 'juniorB'] as Staff[]) {
      const error = await failure(caller(who).portal.agreements.get({ id: onlyA.id }));
      expect(error?.code, who).toBe('NOT_FOUND');
      expect(error?.message).toBe('Agreement not found.');
    }
    expect(await codeOf(caller('seniorB').portal.agreements.accept({ agreementId: onlyA.id, versionId: onlyA.versionId, name: 'Bernd Senior', confirm: true }))).toBe('NOT_FOUND');
    // A version id of another agreement, sent with one of the company's own: not found either.
    expect(await codeOf(caller('distributor-senior').portal.agreements.accept({ agreementId: onlyA.id, versionId: onlyB.versionId, name: 'Sofie Senior', confirm: true }))).toBe('NOT_FOUND');
    expect(await codeOf(caller('orphan').portal.agreements.get({ id: onlyA.id }))).toBe('NOT_FOUND');
    expect((await caller('orphan').portal.agreements.list()).rows).toEqual([]);
    // Admins see both.
    expect(await codeOf(caller('admin').portal.agreements.get({ id: onlyB.id }))).toBe('OK');
    expect((await caller('admin').portal.agreements.list()).allCompanies).toBe(true);
  });

  it('refuses bad input with 422 (UNPROCESSABLE_CONTENT) and writes nothing', async () => {
    const agreement = await publishedAgreement('Bad input', [companyA]);
    const api = caller('distributor-senior').portal.agreements;
    const base = { agreementId: agreement.id, versionId: agreement.versionId, name: 'Sofie Senior', confirm: true as const };
    expect(await codeOf(api.accept({ ...base, name: '  ' }))).toBe('UNPROCESSABLE_CONTENT');
    expect(await codeOf(api.accept({ ...base, name: 'x'.repeat(121) }))).toBe('UNPROCESSABLE_CONTENT');
    expect(await codeOf(api.accept({ ...base, confirm: false as unknown as true }))).toBe('UNPROCESSABLE_CONTENT');
    expect(await codeOf(api.accept({ ...base, versionId: 0 }))).toBe('UNPROCESSABLE_CONTENT');
    expect(await codeOf(api.get({ id: 1.5 }))).toBe('UNPROCESSABLE_CONTENT');
    expect(await test.deps.db.select({ n: count() }).from(agreementAcceptances).where(eq(agreementAcceptances.versionId, agreement.versionId))).toEqual([{ n: 0 }]);
  });
});

describe('who may call the back office procedures', () => {
  it('refuses every non-admin (FORBIDDEN) and visitors (UNAUTHORIZED)', async () => {
    for (const who of [...(ROLES.filter((role) => role !== 'admin') as Staff[]), 'seniorB', null] as const) {
      const expected = who === null ? 'UNAUTHORIZED' : 'FORBIDDEN';
      const api = caller(who).admin.agreements;
      const calls: Array<[string, Promise<unknown>]> = [
        ['overview', api.overview.list({})],
        ['acceptances', api.acceptances.list({})],
        ['list', api.list({})],
        ['get', api.get({ id: 1 })],
        ['create', api.create({ name: 'X' })],
        ['update', api.update({ id: 1, name: 'X', active: true })],
        ['delete', api.delete({ id: 1 })],
        ['companyOptions', api.companyOptions({ q: '' })],
        ['setCompanies', api.setCompanies({ agreementId: 1, companyIds: [] })],
        ['createDraft', api.createDraft({ agreementId: 1 })],
        ['updateNotes', api.updateNotes({ versionId: 1, notes: '' })],
        ['deleteDraft', api.deleteDraft({ versionId: 1 })],
        ['publish', api.publish({ versionId: 1 })],
        ['addPage', api.addPage({ versionId: 1 })],
        ['page', api.page({ id: 1 })],
        ['savePage', api.savePage({ id: 1, title_EN: 'X' })],
        ['deletePage', api.deletePage({ id: 1 })],
        ['movePage', api.movePage({ id: 1, direction: 'up' })],
      ];
      for (const [name, call] of calls) expect(await codeOf(call), `${who} ${name}`).toBe(expected);
    }
  });
});

describe('accepting an agreement', () => {
  it('records name, user, time, address and version, and shows it in the list and the history', async () => {
    const agreement = await publishedAgreement('Accept', [companyA]);
    const before = await caller('distributor-junior').portal.agreements.list();
    expect(before.rows.find((row) => row.id === agreement.id)).toMatchObject({ state: 'to-accept', accepted: null, latest: { version: 1 } });
    expect(before.canAccept).toBe(false);
    expect((await caller('distributor-senior').portal.agreements.list()).canAccept).toBe(true);

    const started = Date.now();
    const detail = await caller('distributor-senior').portal.agreements.accept({ agreementId: agreement.id, versionId: agreement.versionId, name: '  Sofie Senior  ', confirm: true });
    expect(detail).toMatchObject({ id: agreement.id, state: 'accepted', accepted: { name: 'Sofie Senior' }, canAccept: false });
    expect(detail.history).toMatchObject([{ agreementId: agreement.id, version: 1, name: 'Sofie Senior', versionId: agreement.versionId }]);

    const [row] = await test.deps.db.select().from(agreementAcceptances).where(eq(agreementAcceptances.versionId, agreement.versionId));
    expect(row).toMatchObject({ companyId: companyA, userId: actors.get('distributor-senior')!.id, name: 'Sofie Senior', ip: IP });
    expect(row!.acceptedAt.getTime()).toBeGreaterThanOrEqual(started - 5);
    const [entry] = await test.deps.db.select().from(auditLog).where(and(eq(auditLog.section, 'portal.agreements'), eq(auditLog.recordId, String(row!.id))));
    expect(entry).toMatchObject({ action: 'create', actorEmail: actors.get('distributor-senior')!.email });
    expect(JSON.parse(entry!.changes)).toMatchObject({ versionId: agreement.versionId, name: 'Sofie Senior', ip: IP });

    // Every member of the company sees it accepted, with the history.
    for (const who of PORTAL_A) {
      const list = await caller(who).portal.agreements.list();
      expect(list.rows.find((r) => r.id === agreement.id), who).toMatchObject({ state: 'accepted', accepted: { name: 'Sofie Senior' } });
      expect(list.history.some((h) => h.agreementId === agreement.id && h.name === 'Sofie Senior' && h.version === 1), who).toBe(true);
    }
    // The other company never sees A's acceptance.
    expect((await caller('seniorB').portal.agreements.list()).history.some((h) => h.agreementId === agreement.id)).toBe(false);
  });

  it('refuses a second acceptance of the same version with 409 and a clear message, writing nothing', async () => {
    const agreement = await publishedAgreement('Twice', [companyA]);
    const input = { agreementId: agreement.id, versionId: agreement.versionId, name: 'Sofie Senior', confirm: true as const };
    await caller('distributor-senior').portal.agreements.accept(input);
    const audits = async () => (await test.deps.db.select({ n: count() }).from(auditLog).where(eq(auditLog.section, 'portal.agreements')))[0]!.n;
    const auditsBefore = await audits();
    const again = await failure(caller('distributor-senior').portal.agreements.accept(input));
    expect(again?.code).toBe('CONFLICT');
    expect(again?.message).toBe('Your company has already accepted version 1 of this agreement.');
    // Another senior of the same company, in German: the same refusal in their language.
    const other = await failure(caller('certified-senior', 'de').portal.agreements.accept({ ...input, name: 'Signe Senior' }));
    expect(other?.code).toBe('CONFLICT');
    expect(other?.message).toBe('Ihr Unternehmen hat Version 1 dieser Vereinbarung bereits akzeptiert.');
    // Two at once: one wins, the other is refused; still one row.
    const fresh = await publishedAgreement('Race', [companyA]);
    const raced = await Promise.all(
      SENIORS_A.map((who) => codeOf(caller(who).portal.agreements.accept({ agreementId: fresh.id, versionId: fresh.versionId, name: `Name ${who}`, confirm: true }))),
    );
    expect(raced.sort()).toEqual(['CONFLICT', 'OK']);
    const rows = await test.deps.db.select().from(agreementAcceptances).where(inArray(agreementAcceptances.versionId, [agreement.versionId, fresh.versionId]));
    expect(rows).toHaveLength(2);
    expect(await audits()).toBe(auditsBefore + 1);
  });

  it('refuses an old version once a newer one is published, and shows the newer one to accept', async () => {
    const agreement = await publishedAgreement('Versions', [companyA, companyB], 3);
    await caller('distributor-senior').portal.agreements.accept({ agreementId: agreement.id, versionId: agreement.versionId, name: 'Sofie Senior', confirm: true });
    const { versionId: v2 } = await admin().createDraft({ agreementId: agreement.id });
    // A draft is invisible to the portal: the list and page still show version 1, and the draft cannot be accepted.
    const whileDraft = await caller('seniorB').portal.agreements.get({ id: agreement.id });
    expect(whileDraft.latest).toMatchObject({ id: agreement.versionId, version: 1 });
    expect(await codeOf(caller('seniorB').portal.agreements.accept({ agreementId: agreement.id, versionId: v2, name: 'Bernd Senior', confirm: true }))).toBe('NOT_FOUND');
    await admin().publish({ versionId: v2 });

    // A accepted v1: a newer version waits. B never accepted: to accept. Neither may accept v1 any more.
    const a = await caller('distributor-junior').portal.agreements.get({ id: agreement.id });
    expect(a).toMatchObject({ state: 'newer-version', accepted: null, latest: { id: v2, version: 2 } });
    expect(a.history).toMatchObject([{ version: 1, name: 'Sofie Senior' }]);
    expect((await caller('seniorB').portal.agreements.get({ id: agreement.id })).state).toBe('to-accept');
    const old = await failure(caller('seniorB').portal.agreements.accept({ agreementId: agreement.id, versionId: agreement.versionId, name: 'Bernd Senior', confirm: true }));
    expect(old?.code).toBe('CONFLICT');
    expect(old?.message).toBe('A newer version (2) of this agreement has been published. Please read and accept that version.');
    expect((await test.deps.db.select().from(agreementAcceptances).where(and(eq(agreementAcceptances.companyId, companyB), eq(agreementAcceptances.versionId, agreement.versionId))))).toEqual([]);

    // Accepting v2 adds to the history; both versions stay listed, newest first.
    const accepted = await caller('distributor-senior').portal.agreements.accept({ agreementId: agreement.id, versionId: v2, name: 'Sofie Senior', confirm: true });
    expect(accepted.state).toBe('accepted');
    expect(accepted.history.map((h) => h.version)).toEqual([2, 1]);
  });

  it("shows the version's pages in the reader's language, English where a language is empty", async () => {
    const agreement = await publishedAgreement('Language', [companyA]);
    const de = await caller('distributor-junior', 'de').portal.agreements.get({ id: agreement.id });
    expect(de.pages.map((page) => page.title)).toEqual(['Language Seite 1', 'Language Seite 2']);
    expect(de.pages[0]!.bodyHtml).toBe('<p>Language Text 1</p>');
    const fr = await caller('distributor-junior', 'fr').portal.agreements.get({ id: agreement.id });
    expect(fr.pages.map((page) => page.title)).toEqual(['Language page 1', 'Language page 2']);
  });
});

describe('the back office', () => {
  it('starts a draft as a copy of the latest version, edits it with sanitised HTML, and freezes it on publish', async () => {
    const agreement = await publishedAgreement('Freeze', [companyA], 2);
    const { versionId: draft } = await admin().createDraft({ agreementId: agreement.id });
    expect(await codeOf(admin().createDraft({ agreementId: agreement.id }))).toBe('CONFLICT');
    const detail = await admin().get({ id: agreement.id });
    expect(detail.versions.map((v) => [v.version, v.publishedAt === null])).toEqual([
      [2, true],
      [1, false],
    ]);
    const draftPages = detail.versions[0]!.pages;
    expect(draftPages.map((page) => page.title)).toEqual(['Freeze page 1', 'Freeze page 2']);
    expect(draftPages.map((page) => page.id)).not.toEqual(agreement.pageIds);

    const saved = await admin().savePage({
      id: draftPages[0]!.id,
      title_EN: 'Freeze page 1 (revised)',
      body_EN: '<p onclick="steal()">Revised <script>alert(1)</script><strong>terms</strong></p><iframe src="https://x.test"></iframe>',
      title_FR: 'Page 1 révisée',
    });
    expect(saved.body_EN).toBe('<p>Revised <strong>terms</strong></p>');
    expect(saved).toMatchObject({ title_FR: 'Page 1 révisée', published: false, version: 2 });
    await admin().movePage({ id: draftPages[1]!.id, direction: 'up' });
    expect((await admin().get({ id: agreement.id })).versions[0]!.pages.map((page) => page.title)).toEqual(['Freeze page 2', 'Freeze page 1 (revised)']);
    const added = await admin().addPage({ versionId: draft });
    // An empty page cannot be published: English title and text are required.
    const incomplete = await failure(admin().publish({ versionId: draft }));
    expect(incomplete?.code).toBe('UNPROCESSABLE_CONTENT');
    expect(incomplete?.message).toBe('Page 3 needs an English title and text before the version can be published.');
    await admin().deletePage({ id: added.id });

    // The published version 1 was never touched by the draft's edits.
    expect((await caller('distributor-junior').portal.agreements.get({ id: agreement.id })).pages.map((page) => page.title)).toEqual(['Freeze page 1', 'Freeze page 2']);

    const result = await admin().publish({ versionId: draft });
    expect(result).toMatchObject({ versionId: draft, version: 2 });
    expect((await caller('distributor-junior').portal.agreements.get({ id: agreement.id })).pages.map((page) => page.title)).toEqual(['Freeze page 2', 'Freeze page 1 (revised)']);

    // Frozen: every write to it or its pages is refused, nothing changes.
    const frozen = draftPages[0]!.id;
    const before = await test.deps.db.select().from(agreementPages).where(eq(agreementPages.versionId, draft));
    for (const [name, call] of [
      ['savePage', admin().savePage({ id: frozen, title_EN: 'Sneaky edit', body_EN: '<p>x</p>' })],
      ['addPage', admin().addPage({ versionId: draft })],
      ['deletePage', admin().deletePage({ id: frozen })],
      ['movePage', admin().movePage({ id: frozen, direction: 'down' })],
      ['updateNotes', admin().updateNotes({ versionId: draft, notes: 'changed' })],
      ['deleteDraft', admin().deleteDraft({ versionId: draft })],
      ['publish', admin().publish({ versionId: draft })],
    ] as const) {
      const error = await failure(call);
      expect(error?.code, name).toBe('CONFLICT');
    }
    expect((await failure(admin().savePage({ id: frozen, title_EN: 'x' })))?.message).toBe('This version is published and can no longer be changed. Create a new version instead.');
    expect(await test.deps.db.select().from(agreementPages).where(eq(agreementPages.versionId, draft))).toEqual(before);
    expect((await admin().page({ id: frozen })).published).toBe(true);
  });

  it("e-mails the companies' senior users in their language when a version is published", async () => {
    const mails = async (to: string) => test.deps.db.select().from(outbox).where(eq(outbox.to, to));
    const seniorA = actors.get('distributor-senior')!.email;
    const seniorB = actors.get('seniorB')!.email;
    const juniorA = actors.get('distributor-junior')!.email;
    const [a0, b0, j0] = [(await mails(seniorA)).length, (await mails(seniorB)).length, (await mails(juniorA)).length];
    const agreement = await publishedAgreement('Mailed', [companyA, companyB]);
    const toA = await mails(seniorA);
    const toB = await mails(seniorB);
    expect(toA.length).toBe(a0 + 1);
    expect(toB.length).toBe(b0 + 1);
    expect((await mails(juniorA)).length).toBe(j0);
    expect(toA.at(-1)!.subject).toBe(`Agreement to accept: Mailed ${suffix} (version 1)`);
    expect(toA.at(-1)!.text).toContain(`/portal/agreements/${agreement.id}`);
    expect(toB.at(-1)!.subject).toBe(`Zu akzeptierende Vereinbarung: Mailed ${suffix} (Version 1)`);
    // Re-saving the companies sends nothing again.
    await admin().setCompanies({ agreementId: agreement.id, companyIds: [companyA, companyB] });
    expect((await mails(seniorA)).length).toBe(a0 + 1);
    const [assignment] = await test.deps.db.select().from(agreementCompanies).where(and(eq(agreementCompanies.agreementId, agreement.id), eq(agreementCompanies.companyId, companyA)));
    expect(assignment!.emailedVersionId).toBe(agreement.versionId);
  });

  it('assigns companies (refusing unknown ones), lists who accepted what from where, and filters the pending', async () => {
    const agreement = await publishedAgreement('Overview', [companyA]);
    expect(await codeOf(admin().setCompanies({ agreementId: agreement.id, companyIds: [companyA, 2_000_000_000] }))).toBe('UNPROCESSABLE_CONTENT');
    expect(await codeOf(admin().setCompanies({ agreementId: 2_000_000_000, companyIds: [companyA] }))).toBe('NOT_FOUND');
    expect(await admin().setCompanies({ agreementId: agreement.id, companyIds: [companyA, companyB] })).toMatchObject({ companies: 2, emailed: 1 });
    await caller('distributor-senior').portal.agreements.accept({ agreementId: agreement.id, versionId: agreement.versionId, name: 'Sofie Senior', confirm: true });

    const overview = await admin().overview.list({ filters: { agreement: agreement.id } });
    expect(overview.total).toBe(2);
    const rowA = overview.rows.find((row) => row.companyId === companyA)!;
    expect(rowA).toMatchObject({ state: 'accepted', latestVersion: 1, acceptedName: 'Sofie Senior', acceptedIp: IP, acceptedEmail: actors.get('distributor-senior')!.email, emailed: true });
    expect(overview.rows.find((row) => row.companyId === companyB)).toMatchObject({ state: 'to-accept', acceptedName: null });
    const pending = await admin().overview.list({ filters: { agreement: agreement.id, state: 'pending' } });
    expect(pending.rows.map((row) => row.companyId)).toEqual([companyB]);
    expect((await admin().overview.list({ filters: { agreement: agreement.id, state: 'accepted' } })).rows.map((row) => row.companyId)).toEqual([companyA]);
    const acceptances = await admin().acceptances.list({ filters: { agreement: agreement.id } });
    expect(acceptances).toMatchObject({ total: 1, rows: [{ companyName: `Agree Alpha ${suffix}`, version: 1, name: 'Sofie Senior', ip: IP }] });

    // Removing B: B no longer sees it; A's history stays.
    await admin().setCompanies({ agreementId: agreement.id, companyIds: [companyA] });
    expect(await codeOf(caller('seniorB').portal.agreements.get({ id: agreement.id }))).toBe('NOT_FOUND');
    const [audit] = await test.deps.db.select().from(auditLog).where(and(eq(auditLog.section, 'agreements'), eq(auditLog.recordId, String(agreement.id)))).orderBy(auditLog.id);
    expect(audit).toBeDefined();
  });

  it('keeps a template companies accepted (409), deletes one nobody accepted, and hides an inactive one from the portal', async () => {
    const accepted = await publishedAgreement('Kept', [companyA]);
    await caller('distributor-senior').portal.agreements.accept({ agreementId: accepted.id, versionId: accepted.versionId, name: 'Sofie Senior', confirm: true });
    expect(await codeOf(admin().delete({ id: accepted.id }))).toBe('CONFLICT');
    await admin().update({ id: accepted.id, name: `Kept ${suffix}`, active: false });
    expect(await codeOf(caller('distributor-senior').portal.agreements.get({ id: accepted.id }))).toBe('NOT_FOUND');
    expect((await caller('distributor-senior').portal.agreements.list()).history.some((h) => h.agreementId === accepted.id)).toBe(true);

    const unused = await publishedAgreement('Unused', [companyA]);
    expect(await codeOf(admin().delete({ id: unused.id }))).toBe('OK');
    expect(await codeOf(admin().get({ id: unused.id }))).toBe('NOT_FOUND');
    expect((await admin().list({ perPage: 100 })).rows.map((row) => row.id)).not.toContain(unused.id);
  });
});

describe('the demo seed', () => {
  async function demoActor(email: string): Promise<Actor> {
    const [row] = await test.deps.db.select().from(users).where(eq(users.email, email));
    return { id: row!.id, name: row!.name, email, role: row!.role as Role, locale: 'en', companyId: row!.companyId, twoFactorEnabled: false, sessionId: 'demo', passwordConfirmedAt: null };
  }
  const demo = (actor: Actor) => createCaller({ deps: test.deps, actor, locale: 'en', now: new Date(), scope: { headers: new Headers(), ip: IP, setCookies: () => undefined } });

  it('gives Nordhavn version 2 of the Distribution Agreement to accept (it accepted version 1) and Iberia the same to accept', async () => {
    const nordhavn = await demo(await demoActor('distributor-junior@demo.test')).portal.agreements.list();
    const distribution = nordhavn.rows.find((row) => row.name === 'Distribution Agreement');
    expect(distribution).toMatchObject({ state: 'newer-version', latest: { version: 2 } });
    expect(nordhavn.rows.find((row) => row.name === 'Certified Service Partner Agreement')).toMatchObject({ state: 'accepted' });
    expect(nordhavn.history.find((h) => h.agreementName === 'Distribution Agreement')).toMatchObject({ version: 1, name: 'Sofie Senior' });
    expect(nordhavn.toAccept).toBe(1);

    const iberia = await demo(await demoActor('other-senior@demo.test')).portal.agreements.list();
    expect(iberia.rows.map((row) => [row.name, row.state])).toEqual([['Distribution Agreement', 'to-accept']]);
    expect(iberia.history).toEqual([]);
    const page = await demo(await demoActor('other-senior@demo.test')).portal.agreements.get({ id: distribution!.id });
    expect(page.pages).toHaveLength(4);
    expect(page.canAccept).toBe(true);
  });
});
