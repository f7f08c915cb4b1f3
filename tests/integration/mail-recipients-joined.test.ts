import { randomUUID } from 'node:crypto';
import { and, eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../src/shared/auth/roles';
import type { Locale } from '../../src/shared/locales';
import { foldProspect } from '../../src/shared/leads/leads.schema';
import type { Actor } from '../../src/server/auth/actor';
import { accounts, companies, countries, leads, outbox, users } from '../../src/server/db/schema';
import { appRouter } from '../../src/server/trpc/app-router';
import { createCallerFactory } from '../../src/server/trpc/init';
import { createTestApp, type TestApp } from '../setup/test-app';

/**
 * Issue 27 item 8: partner mail goes only to people who joined. One company has two members who set their password,
 * a colleague and a senior who were invited through the portal and never followed the link, and a member who joined
 * and was then disabled. A lead, a message, an announcement and an agreement each reach the two who joined, never
 * the invited ones nor the disabled one; the invitation itself still reaches the invitees.
 */
let test: TestApp;
const createCaller = createCallerFactory(appRouter);
const suffix = randomUUID().replace(/-/g, '').slice(0, 8);
const address = (who: string) => `${who}-${suffix}@joined.test`;

type Joined = 'senior' | 'junior' | 'disabled';
const JOINED: Record<Joined, { role: Role; locale: Locale }> = {
  senior: { role: 'distributor-senior', locale: 'en' },
  junior: { role: 'distributor-junior', locale: 'de' },
  disabled: { role: 'distributor-senior', locale: 'en' },
};
const INVITED = { invitedjunior: 'distributor-junior', invitedsenior: 'distributor-senior' } as const;

let companyId = 0;
let countryId = 0;
let admin: Actor;
const ids = new Map<string, string>();

const api = () =>
  createCaller({ deps: test.deps, actor: admin, locale: 'en', now: new Date(), scope: { headers: new Headers(), ip: '127.0.0.1', setCookies: () => undefined } }).admin;

/** Who has mail whose subject or text contains `marker`, by address, sorted. */
async function mailedAbout(marker: string): Promise<string[]> {
  const rows = await test.deps.db.select({ to: outbox.to, subject: outbox.subject, text: outbox.text }).from(outbox).where(like(outbox.to, `%-${suffix}@joined.test`));
  return [...new Set(rows.filter((row) => row.subject.includes(marker) || row.text.includes(marker)).map((row) => row.to))].sort();
}

const joinedOnly = [address('junior'), address('senior')].sort();

beforeAll(async () => {
  test = await createTestApp();
  const db = test.deps.db;
  const now = new Date();
  [{ id: countryId }] = (await db.insert(countries).values({ name: `Joinland ${suffix}` }).returning({ id: countries.id })) as [{ id: number }];
  [{ id: companyId }] = (await db.insert(companies).values({ name: `Joined Co ${suffix}`, countryId }).returning({ id: companies.id })) as [{ id: number }];
  const adminId = `mj-admin-${suffix}`;
  await db.insert(users).values({ id: adminId, name: 'Ada Admin', email: address('admin'), role: 'admin', createdAt: now, updatedAt: now });
  admin = { id: adminId, name: 'Ada Admin', email: address('admin'), role: 'admin', locale: 'en', companyId: null, twoFactorEnabled: false, sessionId: 's-admin', passwordConfirmedAt: null };
  // The members who joined: each has set a password (a credential account).
  for (const [who, person] of Object.entries(JOINED) as Array<[Joined, (typeof JOINED)[Joined]]>) {
    const id = `mj-${who}-${suffix}`;
    ids.set(who, id);
    await db.insert(users).values({ id, name: `Member ${who}`, email: address(who), role: person.role, locale: person.locale, companyId, createdAt: now, updatedAt: now });
    await db.insert(accounts).values({ id: `acc-${id}`, accountId: id, providerId: 'credential', userId: id, password: 'x', createdAt: now, updatedAt: now });
  }
  // The invited ones, through the portal's own invitation; and the one who joined, disabled through the portal.
  const portal = createCaller({ deps: test.deps, actor: admin, locale: 'en', now: new Date(), scope: { headers: new Headers(), ip: '127.0.0.1', setCookies: () => undefined } }).portal;
  for (const [who, role] of Object.entries(INVITED)) {
    const row = await portal.users.invite({ name: `Invitee ${who}`, email: address(who), role, locale: 'en', companyId });
    ids.set(who, row.id);
  }
  await portal.users.disable({ id: ids.get('disabled')! });
});
afterAll(() => test.close());

describe('mail goes only to people who joined', () => {
  it('a lead offered to the company is e-mailed to the members who joined only (the invitees got their invitation)', async () => {
    // The invitation itself is the one mail that reaches someone who has not joined.
    const invitations = await test.deps.db.select({ to: outbox.to }).from(outbox).where(inArray(outbox.to, Object.keys(INVITED).map(address)));
    expect(invitations.map((row) => row.to).sort()).toEqual(Object.keys(INVITED).map(address).sort());
    const portal = createCaller({ deps: test.deps, actor: admin, locale: 'en', now: new Date(), scope: { headers: new Headers(), ip: '127.0.0.1', setCookies: () => undefined } }).portal;
    const invited = await portal.users.list({ q: 'Invitee', filters: { state: 'invited' }, perPage: 100 });
    const emails = invited.rows.map((row) => String(row.email));
    expect(emails.filter((email) => email.endsWith(`-${suffix}@joined.test`)).sort()).toEqual(Object.keys(INVITED).map(address).sort());

    const prospect = `Prospect ${suffix}`;
    const [lead] = await test.deps.db
      .insert(leads)
      .values({ status: 'unassigned', source: 'enquiry', prospectCompany: prospect, prospectKey: foldProspect(prospect), contactName: 'Pat', email: `pat-${suffix}@prospect.test`, countryId })
      .returning({ id: leads.id });
    await api().leads.route({ id: lead!.id, companyId });
    expect(await mailedAbout(`/portal/leads?lead=${lead!.id}`)).toEqual(joinedOnly);
  });

  it('a message from Voltara is e-mailed to the members who joined only, and says how many', async () => {
    const sent = await api().messages.send({ companyId, subject: `Stock ${suffix}`, body: 'Please check your stock.' });
    expect(sent.emailed).toBe(2);
    expect(await mailedAbout(`Stock ${suffix}`)).toEqual(joinedOnly);
    const replied = await api().messages.reply({ id: sent.thread.id, body: 'A reminder.' });
    expect(replied.emailed).toBe(2);
  });

  it('an announcement is e-mailed to the members who joined only', async () => {
    const { announcement } = await api().announcements.add({ title_EN: `Notice ${suffix}`, body_EN: '<p>Hello</p>', companyId, publishFrom: new Date(Date.now() - 60_000).toISOString() });
    const preview = await api().announcements.sendPreview({ id: announcement.id });
    expect(preview.recipients.map((person) => person.email).sort()).toEqual(joinedOnly);
    await api().announcements.send({ id: announcement.id });
    expect(await mailedAbout(`Notice ${suffix}`)).toEqual(joinedOnly);
  });

  it('an agreement to accept is e-mailed to the senior who joined only; an invitee who then joins is mailed like anyone', async () => {
    const agreements = api().agreements;
    const { id } = await agreements.create({ name: `Pact ${suffix}`, description_EN: 'Terms' });
    const { versionId } = await agreements.createDraft({ agreementId: id });
    const page = await agreements.addPage({ versionId });
    await agreements.savePage({ id: page.id, title_EN: 'Terms', body_EN: '<p>Terms</p>' });
    await agreements.setCompanies({ agreementId: id, companyIds: [companyId] });
    const published = await agreements.publish({ versionId });
    expect(published.emailed).toBe(1);
    expect(await mailedAbout(`Pact ${suffix}`)).toEqual([address('senior')]);

    // Once the invitee sets a password, they are mailed like any colleague; the disabled member still is not.
    const inviteeId = ids.get('invitedjunior')!;
    const now = new Date();
    await test.deps.db.insert(accounts).values({ id: `acc-${inviteeId}`, accountId: inviteeId, providerId: 'credential', userId: inviteeId, password: 'x', createdAt: now, updatedAt: now });
    await api().messages.send({ companyId, subject: `Welcome ${suffix}`, body: 'Hello.' });
    expect(await mailedAbout(`Welcome ${suffix}`)).toEqual([address('invitedjunior'), ...joinedOnly].sort());
    const [disabled] = await test.deps.db.select({ disabled: users.disabled }).from(users).where(and(eq(users.id, ids.get('disabled')!), eq(users.companyId, companyId)));
    expect(disabled!.disabled).toBe(true);
  });
});
