import { randomUUID } from 'node:crypto';
import { TRPCError } from '@trpc/server';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../src/shared/auth/roles';
import type { Locale } from '../../src/shared/locales';
import type { AnnouncementInput } from '../../src/shared/announcements/announcements.schema';
import type { Actor } from '../../src/server/auth/actor';
import { accounts, auditLog, companies, countries, outbox, users } from '../../src/server/db/schema';
import { appRouter } from '../../src/server/trpc/app-router';
import { createCallerFactory } from '../../src/server/trpc/init';
import { createTestApp, type TestApp } from '../setup/test-app';

/**
 * Issue 27 item 8: saving an announcement no longer mails it. The admin opens "Send…", sees exactly who will get it
 * and the e-mail in their languages, and sends; the send is recorded (when, by whom, to how many, and the addresses in
 * the audit trail) and is never repeated by accident: a second send must be confirmed, and two at once mail once.
 */
let test: TestApp;
const createCaller = createCallerFactory(appRouter);
const suffix = randomUUID().replace(/-/g, '').slice(0, 8);
const MINUTE = 60_000;
const iso = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();
const address = (who: string) => `${who}-${suffix}@announce.test`;

type Who = 'admin' | 'senior' | 'junior' | 'certified' | 'invited' | 'otherSenior' | 'lonelyInvited';
const PEOPLE: Record<Who, { name: string; role: Role; locale: Locale; company: 'A' | 'B' | 'C' | null; joined: boolean }> = {
  admin: { name: 'Ada Admin', role: 'admin', locale: 'en', company: null, joined: true },
  senior: { name: 'Sofie Senior', role: 'distributor-senior', locale: 'en', company: 'A', joined: true },
  junior: { name: 'Jens Junior', role: 'distributor-junior', locale: 'de', company: 'A', joined: true },
  certified: { name: 'Claire Certified', role: 'certified-junior', locale: 'fr', company: 'A', joined: true },
  invited: { name: 'Ivo Invited', role: 'distributor-junior', locale: 'en', company: 'A', joined: false },
  otherSenior: { name: 'Olga Other', role: 'distributor-senior', locale: 'es', company: 'B', joined: true },
  lonelyInvited: { name: 'Lone Invitee', role: 'distributor-senior', locale: 'en', company: 'C', joined: false },
};
const actors = new Map<Who, Actor>();
const company = { A: 0, B: 0, C: 0 };

function caller(who: Who) {
  const actor = actors.get(who)!;
  return createCaller({ deps: test.deps, actor, locale: actor.locale, now: new Date(), scope: { headers: new Headers(), ip: '127.0.0.1', setCookies: () => undefined } });
}
const admin = () => caller('admin').admin.announcements;

async function errorOf(promise: Promise<unknown>): Promise<TRPCError> {
  const error = await promise.then(() => null, (e: unknown) => e);
  if (!(error instanceof TRPCError)) throw new Error(`expected a TRPCError, got ${String(error)}`);
  return error;
}

/** The outbox rows about this announcement title (any language: the titles carry the suffix). */
const mailsAbout = (title: string) => test.deps.db.select().from(outbox).where(like(outbox.subject, `%${title}%`));

function draft(title: string, extra: Partial<AnnouncementInput> = {}): AnnouncementInput {
  return {
    title_EN: title,
    title_DE: `DE ${title}`,
    body_EN: `<p>English body of ${title}</p>`,
    body_DE: `<p>Deutscher Text von ${title}</p>`,
    companyId: company.A,
    publishFrom: iso(-MINUTE),
    ...extra,
  };
}

beforeAll(async () => {
  test = await createTestApp();
  const db = test.deps.db;
  const now = new Date();
  const [{ id: countryId }] = (await db.insert(countries).values({ name: `Sendland ${suffix}` }).returning({ id: countries.id })) as [{ id: number }];
  for (const key of ['A', 'B', 'C'] as const) {
    [{ id: company[key] }] = (await db.insert(companies).values({ name: `${key} Send Co ${suffix}`, countryId }).returning({ id: companies.id })) as [{ id: number }];
  }
  for (const [who, person] of Object.entries(PEOPLE) as Array<[Who, (typeof PEOPLE)[Who]]>) {
    const id = `as-${who}-${suffix}`;
    const companyId = person.company ? company[person.company] : null;
    await db.insert(users).values({ id, name: person.name, email: address(who), role: person.role, locale: person.locale, companyId, createdAt: now, updatedAt: now });
    if (person.joined) await db.insert(accounts).values({ id: `acc-${id}`, accountId: id, providerId: 'credential', userId: id, password: 'x', createdAt: now, updatedAt: now });
    actors.set(who, { id, name: person.name, email: address(who), role: person.role, locale: person.locale, companyId, twoFactorEnabled: false, sessionId: `s-${who}`, passwordConfirmedAt: null });
  }
});
afterAll(() => test.close());

describe('saving an announcement', () => {
  it('never e-mails it, whether created or updated while published', async () => {
    const title = `Saved only ${suffix}`;
    const { announcement } = await admin().add(draft(title));
    expect(announcement).toMatchObject({ state: 'live', emailed: false, sent: null });
    await admin().edit({ id: announcement.id, ...draft(title, { body_EN: '<p>Changed</p>' }) });
    expect(await mailsAbout(title)).toEqual([]);
    const [row] = (await admin().list({ q: title })).rows;
    expect(row).toMatchObject({ emailed: false, sentAt: null });
  });
});

describe('the send dialog', () => {
  it('lists exactly who will get it: the joined members of its audience, with company and language; and sends nothing', async () => {
    const title = `Preview ${suffix}`;
    const { announcement } = await admin().add(draft(title));
    const preview = await admin().sendPreview({ id: announcement.id });
    const companyA = `A Send Co ${suffix}`;
    expect(preview.recipients).toEqual([
      { name: 'Claire Certified', email: address('certified'), company: companyA, locale: 'fr' },
      { name: 'Jens Junior', email: address('junior'), company: companyA, locale: 'de' },
      { name: 'Sofie Senior', email: address('senior'), company: companyA, locale: 'en' },
    ]);
    expect(preview).toMatchObject({ id: announcement.id, state: 'live', sendable: true, sent: null });
    // The e-mail in every language, those of the recipients first, as each will receive it.
    expect(preview.mails.map((mail) => mail.locale).slice(0, 3).sort()).toEqual(['de', 'en', 'fr']);
    expect(preview.mails.map((mail) => mail.locale).sort()).toEqual(['de', 'en', 'es', 'fr', 'nl', 'pt']);
    const mail = (locale: Locale) => preview.mails.find((entry) => entry.locale === locale)!;
    expect(mail('de')).toMatchObject({ recipients: 1, subject: `Neue Mitteilung: DE ${title}` });
    expect(mail('de').html).toContain(`Deutscher Text von ${title}`);
    expect(mail('fr')).toMatchObject({ recipients: 1, subject: `Nouvelle annonce\u00a0: ${title}` });
    expect(mail('fr').text).toContain(`English body of ${title}`);
    expect(mail('en').text).toContain(`/portal/announcements/${announcement.id}`);
    expect(mail('nl').recipients).toBe(0);
    expect(await mailsAbout(title)).toEqual([]);
  });

  it('sends it once to those people in their languages, as previewed, and records when, by whom and to whom', async () => {
    const title = `Sent ${suffix}`;
    const { announcement } = await admin().add(draft(title));
    const preview = await admin().sendPreview({ id: announcement.id });
    const before = Date.now();
    const result = await admin().send({ id: announcement.id });
    expect(result.sent).toMatchObject({ byName: 'Ada Admin', count: 3 });
    expect(Date.parse(result.sent.at)).toBeGreaterThanOrEqual(before - 1000);

    const mails = await mailsAbout(title);
    expect(mails.map((mail) => mail.to).sort()).toEqual(preview.recipients.map((person) => person.email).sort());
    for (const person of preview.recipients) {
      const expected = preview.mails.find((entry) => entry.locale === person.locale)!;
      const got = mails.find((mail) => mail.to === person.email)!;
      expect({ subject: got.subject, html: got.html, text: got.text }, person.email).toEqual({ subject: expected.subject, html: expected.html, text: expected.text });
    }
    expect(mails.some((mail) => mail.to === address('invited') || mail.to === address('otherSenior'))).toBe(false);

    expect(await admin().get({ id: announcement.id })).toMatchObject({ emailed: true, sent: { byName: 'Ada Admin', count: 3, at: result.sent.at } });
    expect((await admin().sendPreview({ id: announcement.id })).sent).toEqual(result.sent);
    const [row] = (await admin().list({ q: title })).rows;
    expect(row).toMatchObject({ emailed: true, sentAt: result.sent.at, sentCount: result.sent.count });
    const audits = await test.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.section, 'distributors/announcements'), eq(auditLog.recordId, String(announcement.id)), eq(auditLog.action, 'update')));
    expect(audits).toHaveLength(1);
    expect(audits[0]!.actorEmail).toBe(address('admin'));
    expect(JSON.parse(audits[0]!.changes)).toMatchObject({ sent: { count: 3, again: false, to: preview.recipients.map((person) => person.email) } });
  });

  it('refuses a second send unless it is confirmed as "send again"; two sends at once mail once', async () => {
    const title = `Twice ${suffix}`;
    const { announcement } = await admin().add(draft(title));
    const [first, second] = await Promise.allSettled([admin().send({ id: announcement.id }), admin().send({ id: announcement.id })]);
    expect([first.status, second.status].sort()).toEqual(['fulfilled', 'rejected']);
    expect(await mailsAbout(title)).toHaveLength(3);

    const refused = await errorOf(admin().send({ id: announcement.id }));
    expect(refused.code).toBe('CONFLICT');
    expect(refused.message).toBe('This announcement has already been e-mailed. Confirm that you want to send it again.');
    expect(await mailsAbout(title)).toHaveLength(3);

    const again = await admin().send({ id: announcement.id, again: true });
    expect(again.sent.count).toBe(3);
    const mails = await mailsAbout(title);
    expect(mails).toHaveLength(6);
    expect(mails.filter((mail) => mail.to === address('junior'))).toHaveLength(2);
    const audits = await test.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.section, 'distributors/announcements'), eq(auditLog.recordId, String(announcement.id)), eq(auditLog.action, 'update')));
    expect(audits.map((entry) => (JSON.parse(entry.changes) as { sent: { again: boolean } }).sent.again)).toEqual([false, true]);
  });

  it('refuses to send one that is scheduled or over, or whose audience has nobody who joined, and says why', async () => {
    const scheduled = (await admin().add(draft(`Later ${suffix}`, { publishFrom: iso(60 * MINUTE) }))).announcement;
    const over = (await admin().add(draft(`Over ${suffix}`, { publishFrom: iso(-120 * MINUTE), publishUntil: iso(-MINUTE) }))).announcement;
    const lonely = (await admin().add(draft(`Lonely ${suffix}`, { companyId: company.C }))).announcement;
    expect(await admin().sendPreview({ id: scheduled.id })).toMatchObject({ state: 'scheduled', sendable: false });
    expect(await admin().sendPreview({ id: lonely.id })).toMatchObject({ state: 'live', sendable: false, recipients: [] });
    const cases: Array<[number, string]> = [
      [scheduled.id, 'This announcement is not published yet: it can be sent once its publication has started.'],
      [over.id, 'This announcement is no longer published: it cannot be sent.'],
      [lonely.id, 'Nobody in this audience can be e-mailed: no one has joined the portal yet.'],
    ];
    for (const [id, message] of cases) {
      const error = await errorOf(admin().send({ id }));
      expect(error.code).toBe('UNPROCESSABLE_CONTENT');
      expect(error.message).toBe(message);
    }
    // In the admin's language.
    const german = await errorOf(
      createCaller({ deps: test.deps, actor: { ...actors.get('admin')!, locale: 'de' }, locale: 'de', now: new Date(), scope: { headers: new Headers(), ip: '127.0.0.1', setCookies: () => undefined } }).admin.announcements.send({
        id: scheduled.id,
      }),
    );
    expect(german.message).toMatch(/^Diese Mitteilung ist noch nicht veröffentlicht/);
    expect(await mailsAbout(`Later ${suffix}`)).toEqual([]);
    expect(await mailsAbout(`Lonely ${suffix}`)).toEqual([]);
  });

  it('is the back office’s only: partners are refused, unknown ids are NOT_FOUND, malformed ones 422', async () => {
    const { announcement } = await admin().add(draft(`Guarded ${suffix}`));
    for (const who of ['senior', 'junior', 'otherSenior'] as const) {
      expect((await errorOf(caller(who).admin.announcements.sendPreview({ id: announcement.id }))).code, who).toBe('FORBIDDEN');
      expect((await errorOf(caller(who).admin.announcements.send({ id: announcement.id }))).code, who).toBe('FORBIDDEN');
    }
    expect((await errorOf(admin().send({ id: 2_000_000_000 }))).code).toBe('NOT_FOUND');
    expect((await errorOf(admin().sendPreview({ id: 2_000_000_000 }))).code).toBe('NOT_FOUND');
    expect((await errorOf(admin().send({ id: -1 }))).code).toBe('UNPROCESSABLE_CONTENT');
    expect((await errorOf(admin().send({ id: announcement.id, again: 'yes' as unknown as boolean }))).code).toBe('UNPROCESSABLE_CONTENT');
    expect(await mailsAbout(`Guarded ${suffix}`)).toEqual([]);
  });
});
