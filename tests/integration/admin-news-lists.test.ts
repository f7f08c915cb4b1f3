import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnnouncementInput } from '../../src/shared/announcements/announcements.schema';
import type { ResourceListInput } from '../../src/shared/collections/list';
import type { ResourceRow } from '../../src/shared/collections/types';
import type { Actor } from '../../src/server/auth/actor';
import { announcements, auditLog, companies, messageReads, messageThreads } from '../../src/server/db/schema';
import { callerAs, codeOf, demoActors } from '../setup/demo-callers';
import { HttpClient } from '../setup/http-client';
import { createTestApp, type TestApp } from '../setup/test-app';

/**
 * /admin/distributors/announcements and /admin/distributors/messages as collections (admin.announcements.list/get,
 * admin.messages.list/get; no generic create, update or delete) beside their workflows (add, edit, remove, send;
 * send, reply, markRead), through the real router on the seeded demo data. Every title and subject written here
 * carries this file's suffix, so the demo's own rows are left out by searching for it.
 */
let test: TestApp;
let actors: Map<string, Actor> = new Map();
let admin: HttpClient;
let visitor: HttpClient;
const EMAILS = ['admin', 'distributor-senior', 'other-senior', 'customer', 'certified-senior-plus', 'user'];
const suffix = `n${Date.now().toString(36)}`;
const PAGED = 26;
const HOUR = 3_600_000;
const iso = (offset: number) => new Date(Date.now() + offset).toISOString();
const ids = { live: 0, scheduled: 0, expired: 0, german: 0 };
const threads = { stock: 0, fair: 0, price: 0 };
const company = { nordhavn: 0, iberia: 0 };
const names = { nordhavn: '', iberia: '' };

const as = (who: string | null) => callerAs(test, actors, who);
const titles = (rows: readonly ResourceRow[]) => rows.map((row) => row.title_EN);
const subjects = (rows: readonly ResourceRow[]) => rows.map((row) => row.subject);

function draft(title: string, extra: Partial<AnnouncementInput> = {}): AnnouncementInput {
  return { title_EN: title, body_EN: `<p>${title}</p>`, publishFrom: iso(-HOUR), ...extra };
}

beforeAll(async () => {
  test = await createTestApp();
  actors = await demoActors(test, EMAILS);
  company.nordhavn = actors.get('distributor-senior')!.companyId!;
  company.iberia = actors.get('other-senior')!.companyId!;
  const nameOf = async (id: number) => (await test.deps.db.select({ name: companies.name }).from(companies).where(eq(companies.id, id)))[0]!.name;
  names.nordhavn = await nameOf(company.nordhavn);
  names.iberia = await nameOf(company.iberia);

  const news = as('admin').admin.announcements;
  // Twenty-six older ones to page through ("Page 01" the oldest), then the four the filters tell apart.
  for (let index = 1; index <= PAGED; index += 1) {
    await news.add(draft(`Page ${String(index).padStart(2, '0')} ${suffix}`, { publishFrom: iso(-(100 + PAGED - index) * HOUR) }));
  }
  ids.expired = (await news.add(draft(`Expired ${suffix}`, { publishFrom: iso(-50 * HOUR), publishUntil: iso(-HOUR) }))).announcement.id;
  ids.german = (await news.add(draft(`Price list ${suffix}`, { title_DE: `Preisliste Frühjahr ${suffix}`, publishFrom: iso(-3 * HOUR) }))).announcement.id;
  ids.live = (await news.add(draft(`Nordhavn stock ${suffix}`, { companyId: company.nordhavn, roles: ['distributor-senior'], publishFrom: iso(-2 * HOUR) }))).announcement.id;
  ids.scheduled = (await news.add(draft(`Scheduled ${suffix}`, { publishFrom: iso(48 * HOUR) }))).announcement.id;
  // One reader of Nordhavn's announcement.
  await as('distributor-senior').portal.announcements.markRead({ id: ids.live });

  // Three conversations: Voltara to Nordhavn, Iberia to Voltara (unread for the admin), Voltara to Iberia (newest).
  const messages = as('admin').admin.messages;
  threads.stock = (await messages.send({ companyId: company.nordhavn, subject: `Stock count ${suffix}`, body: 'Please count.' })).thread.id;
  threads.fair = (await as('other-senior').portal.inbox.start({ subject: `Fair stand ${suffix}`, body: 'Can we borrow demo units?' })).id;
  threads.price = (await messages.send({ companyId: company.iberia, subject: `Price rise ${suffix}`, body: 'From next month.' })).thread.id;
  // In that order of activity, whatever the clock's grain.
  const now = Date.now();
  for (const [offset, id] of [threads.stock, threads.fair, threads.price].entries()) {
    await test.deps.db.update(messageThreads).set({ lastPostAt: new Date(now + 60_000 * (offset + 1)) }).where(eq(messageThreads.id, id));
  }

  admin = new HttpClient(test, '192.0.2.190');
  await admin.signIn('admin@demo.test');
  visitor = new HttpClient(test, '192.0.2.191');
});
afterAll(() => test.close());

describe('admin.announcements as a collection', () => {
  const api = () => as('admin').admin.announcements;
  const list = (input: ResourceListInput = {}) => api().list({ q: suffix, perPage: 100, ...input });

  it('lists every announcement, newest publication first, with its audience, window, state, last send and readers', async () => {
    const page = await list();
    expect(page).toMatchObject({ paging: 'offset', page: 1, total: PAGED + 4 });
    expect(titles(page.rows.slice(0, 5))).toEqual([`Scheduled ${suffix}`, `Nordhavn stock ${suffix}`, `Price list ${suffix}`, `Expired ${suffix}`, `Page 26 ${suffix}`]);
    const [scheduled, live, , expired] = page.rows;
    expect(live).toMatchObject({ state: 'live', companyId: company.nordhavn, countryId: null, roles: '["distributor-senior"]', reads: 1, emailed: false, sentAt: null });
    expect(scheduled).toMatchObject({ state: 'scheduled', reads: 0, publishUntil: null });
    expect(expired).toMatchObject({ state: 'expired' });
    expect(String(expired!.publishUntil)).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    // Only the list's columns: not the bodies in six languages.
    expect(Object.keys(live!).sort()).toEqual(
      ['companyId', 'countryId', 'emailed', 'id', 'publishFrom', 'publishUntil', 'reads', 'roles', 'sentAt', 'sentCount', 'state', 'title_EN'].sort(),
    );
  });

  it('finds an announcement by its title in any language, in any case; a term found nowhere lists nothing', async () => {
    expect(titles((await api().list({ q: `preisliste frühjahr ${suffix}` })).rows)).toEqual([`Price list ${suffix}`]);
    expect(titles((await api().list({ q: `NORDHAVN STOCK ${suffix}` })).rows)).toEqual([`Nordhavn stock ${suffix}`]);
    expect((await api().list({ q: `nothing-like-this-${suffix}` })).total).toBe(0);
    // The typed wildcards are taken literally.
    expect((await api().list({ q: '%_%' })).total).toBe(0);
  });

  it('filters by state (as of now) and by the company aimed at, and sorts by title', async () => {
    expect(titles((await list({ filters: { state: 'scheduled' } })).rows)).toEqual([`Scheduled ${suffix}`]);
    expect(titles((await list({ filters: { state: 'expired' } })).rows)).toEqual([`Expired ${suffix}`]);
    expect((await list({ filters: { state: 'live' } })).total).toBe(PAGED + 2);
    expect(titles((await list({ filters: { companyId: company.nordhavn } })).rows)).toEqual([`Nordhavn stock ${suffix}`]);
    expect((await list({ filters: { companyId: company.iberia } })).total).toBe(0);
    const byTitle = await list({ sort: 'title_EN', dir: 'asc' });
    expect(titles(byTitle.rows).slice(0, 3)).toEqual([`Expired ${suffix}`, `Nordhavn stock ${suffix}`, `Page 01 ${suffix}`]);
    const oldestFirst = await list({ sort: 'publishFrom', dir: 'asc' });
    expect(oldestFirst.rows[0]!.title_EN).toBe(`Page 01 ${suffix}`);
  });

  it('pages without a gap or an overlap, and a page past the last shows the last', async () => {
    const pageOf = (page: number) => api().list({ q: `Page`, filters: {}, perPage: 10, page, sort: 'title_EN', dir: 'asc' });
    const mine = (rows: readonly ResourceRow[]) => titles(rows).filter((title) => String(title).endsWith(suffix));
    const pages = await Promise.all([1, 2, 3].map(pageOf));
    expect(pages.flatMap((page) => mine(page.rows)).slice(0, PAGED)).toEqual(Array.from({ length: PAGED }, (_, index) => `Page ${String(index + 1).padStart(2, '0')} ${suffix}`));
    const last = Math.ceil(pages[0]!.total / 10);
    expect((await pageOf(last + 5)).page).toBe(last);
  });

  it("opens the editor's record through the collection (every language, the audience), and an unknown id is 404", async () => {
    expect(await api().get({ id: ids.german })).toMatchObject({ title_EN: `Price list ${suffix}`, title_DE: `Preisliste Frühjahr ${suffix}`, roles: [], state: 'live', sent: null });
    expect(await codeOf(api().get({ id: 99_999_999 }))).toBe('NOT_FOUND');
    expect((await admin.query('admin.announcements.get', { id: 99_999_999 })).status).toBe(404);
  });

  it('is written by its workflows (add, edit, remove: audited), not by the generic writes, which are refused to the admin too', async () => {
    const { announcement } = await api().add(draft(`Workflow ${suffix}`));
    await api().edit({ id: announcement.id, ...draft(`Workflow edited ${suffix}`) });
    expect(titles((await api().list({ q: `Workflow edited ${suffix}` })).rows)).toEqual([`Workflow edited ${suffix}`]);
    await api().remove({ id: announcement.id });
    expect((await api().list({ q: `Workflow edited ${suffix}` })).total).toBe(0);
    const audits = await test.deps.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.section, 'distributors/announcements'), eq(auditLog.recordId, String(announcement.id))));
    expect(audits.map((entry) => entry.action)).toEqual(['create', 'update', 'delete']);

    const before = await test.deps.db.select().from(announcements).where(eq(announcements.id, ids.live));
    expect(await codeOf(api().create({}))).toBe('FORBIDDEN');
    expect(await codeOf(api().update({ id: ids.live, data: {} }))).toBe('FORBIDDEN');
    expect(await codeOf(api().delete({ id: ids.live }))).toBe('FORBIDDEN');
    expect(await codeOf(api().bulkDelete({ ids: [ids.live] }))).toBe('FORBIDDEN');
    expect((await admin.mutation('admin.announcements.delete', { id: ids.live })).status).toBe(403);
    expect(await test.deps.db.select().from(announcements).where(eq(announcements.id, ids.live))).toEqual(before);
  });

  it('refuses a partner, a customer and a user (403) and a visitor (401)', async () => {
    for (const who of ['distributor-senior', 'customer', 'certified-senior-plus', 'user']) {
      const api = as(who).admin.announcements;
      expect(await codeOf(api.list({})), who).toBe('FORBIDDEN');
      expect(await codeOf(api.get({ id: ids.live })), who).toBe('FORBIDDEN');
      expect(await codeOf(api.filterOptions({ field: 'companyId' })), who).toBe('FORBIDDEN');
      expect(await codeOf(api.add(draft(`Refused ${suffix}`))), who).toBe('FORBIDDEN');
    }
    expect(await codeOf(as(null).admin.announcements.list({}))).toBe('UNAUTHORIZED');
    expect((await visitor.query('admin.announcements.list', {})).status).toBe(401);
  });

  it('answers bad input with a 422, never a 500', async () => {
    const bad: unknown[] = [{ filters: { state: 'draft' } }, { filters: { countryId: 1 } }, { sort: 'reads' }, { sort: 'body' }, { perPage: 7 }, { page: 0 }, { q: 'x'.repeat(101) }];
    for (const input of bad) expect((await admin.query('admin.announcements.list', input)).status, JSON.stringify(input)).toBe(422);
    for (const input of [{ id: 'abc' }, { id: -1 }, {}]) expect((await admin.query('admin.announcements.get', input)).status, JSON.stringify(input)).toBe(422);
  });
});

describe('admin.messages as a collection', () => {
  const api = () => as('admin').admin.messages;
  const list = (input: ResourceListInput = {}) => api().list({ q: suffix, perPage: 100, ...input });

  it("lists every company's conversations, newest activity first, with the company, the posts, who wrote last and what is unread", async () => {
    const page = await list();
    expect(subjects(page.rows)).toEqual([`Price rise ${suffix}`, `Fair stand ${suffix}`, `Stock count ${suffix}`]);
    const [price, fair, stock] = page.rows;
    expect(price).toMatchObject({ companyName: names.iberia, posts: 1, lastFromVoltara: 1, unread: 0 });
    expect(fair).toMatchObject({ companyName: names.iberia, posts: 1, lastFromVoltara: 0, unread: 1 });
    expect(stock).toMatchObject({ companyName: names.nordhavn, unread: 0 });
    expect(Object.keys(stock!).sort()).toEqual(['companyName', 'id', 'lastFromVoltara', 'lastPostAt', 'posts', 'subject', 'unread']);
  });

  it('filters by company and by unread; opening the thread makes it read for that admin', async () => {
    expect(subjects((await list({ filters: { companyId: company.nordhavn } })).rows)).toEqual([`Stock count ${suffix}`]);
    expect(subjects((await list({ filters: { unread: true } })).rows)).toEqual([`Fair stand ${suffix}`]);
    expect(subjects((await list({ filters: { unread: false } })).rows)).toEqual([`Price rise ${suffix}`, `Stock count ${suffix}`]);
    await api().markRead({ id: threads.fair });
    expect((await list({ filters: { unread: true } })).total).toBe(0);
    // A reply of the company makes it unread again, and it answers the unread count above the list.
    await as('other-senior').portal.inbox.reply({ id: threads.fair, body: 'Any news?' });
    const unread = await list({ filters: { unread: true, companyId: company.iberia } });
    expect(unread.rows).toEqual([expect.objectContaining({ subject: `Fair stand ${suffix}`, posts: 2, unread: 1 })]);
  });

  it('finds a conversation by part of its subject (long or short terms) or by its company, and sorts by subject', async () => {
    expect(subjects((await api().list({ q: `fair stand ${suffix}` })).rows)).toEqual([`Fair stand ${suffix}`]);
    expect(subjects((await api().list({ q: `${suffix}`.slice(0, 2), perPage: 100 })).rows)).toEqual(expect.arrayContaining([`Stock count ${suffix}`]));
    const iberia = await api().list({ q: names.iberia, perPage: 100 });
    expect(subjects(iberia.rows)).toEqual(expect.arrayContaining([`Price rise ${suffix}`, `Fair stand ${suffix}`]));
    expect(subjects(iberia.rows)).not.toContain(`Stock count ${suffix}`);
    expect((await api().list({ q: `no-such-subject-${suffix}` })).total).toBe(0);
    expect(subjects((await list({ sort: 'subject', dir: 'asc' })).rows)).toEqual([`Fair stand ${suffix}`, `Price rise ${suffix}`, `Stock count ${suffix}`]);
  });

  it('answers the company filter with every company, by name', async () => {
    const options = await api().filterOptions({ field: 'companyId' });
    expect(options).toEqual(expect.arrayContaining([{ id: company.nordhavn, label: names.nordhavn }, { id: company.iberia, label: names.iberia }]));
  });

  it('opens a thread through the collection with its posts; an unknown id is 404', async () => {
    expect(await api().get({ id: threads.stock })).toMatchObject({ subject: `Stock count ${suffix}`, companyName: names.nordhavn, posts: [{ body: 'Please count.', fromVoltara: true }] });
    expect(await codeOf(api().get({ id: 99_999_999 }))).toBe('NOT_FOUND');
  });

  it('refuses everyone but an admin (403, a visitor 401), and offers no generic writes', async () => {
    for (const who of ['distributor-senior', 'other-senior', 'customer', 'user']) {
      const api = as(who).admin.messages;
      expect(await codeOf(api.list({})), who).toBe('FORBIDDEN');
      expect(await codeOf(api.get({ id: threads.fair })), who).toBe('FORBIDDEN');
      expect(await codeOf(api.filterOptions({ field: 'companyId' })), who).toBe('FORBIDDEN');
    }
    expect((await visitor.query('admin.messages.list', {})).status).toBe(401);
    expect(await codeOf(api().delete({ id: threads.stock }))).toBe('FORBIDDEN');
    expect(await codeOf(api().create({}))).toBe('FORBIDDEN');
  });

  it('answers bad input with a 422, never a 500', async () => {
    const bad: unknown[] = [{ filters: { state: 'open' } }, { sort: 'posts' }, { sort: 'companyName' }, { perPage: 7 }, { page: 0 }, { filters: 'unread' }];
    for (const input of bad) expect((await admin.query('admin.messages.list', input)).status, JSON.stringify(input)).toBe(422);
    expect((await admin.query('admin.messages.get', { id: 'x' })).status).toBe(422);
  });
});

describe('portal.inbox as the company-scoped collection over the same threads', () => {
  const inbox = (who: string) => as(who).portal.inbox;

  it("lists only the reader's company's threads, without naming the company; an admin's portal names it", async () => {
    const iberia = await inbox('other-senior').list({ q: suffix });
    expect(subjects(iberia.rows)).toEqual([`Price rise ${suffix}`, `Fair stand ${suffix}`]);
    expect(iberia.rows.every((row) => row.companyName === null)).toBe(true);
    expect(subjects((await inbox('distributor-senior').list({ q: suffix })).rows)).toEqual([`Stock count ${suffix}`]);
    expect(await codeOf(inbox('distributor-senior').get({ id: threads.fair }))).toBe('NOT_FOUND');
    const throughPortal = await inbox('admin').list({ q: suffix });
    expect(throughPortal.rows.map((row) => [row.subject, row.companyName])).toEqual([
      [`Price rise ${suffix}`, names.iberia],
      [`Fair stand ${suffix}`, names.iberia],
      [`Stock count ${suffix}`, names.nordhavn],
    ]);
  });

  it("marks unread on the portal's side (anything after the reader's marker), filters by it and sorts by subject", async () => {
    // Voltara's message is new to Iberia's member; their own thread, once opened after its last post, is not (this
    // file moved the threads' activity a few minutes ahead, so the marker is moved past it as an open then would).
    const opened = new Date(Date.now() + HOUR);
    await test.deps.db
      .update(messageReads)
      .set({ readAt: opened })
      .where(and(eq(messageReads.threadId, threads.fair), eq(messageReads.userId, actors.get('other-senior')!.id)));
    const rows = (await inbox('other-senior').list({ q: suffix })).rows;
    expect(rows.map((row) => [row.subject, row.unread])).toEqual([
      [`Price rise ${suffix}`, 1],
      [`Fair stand ${suffix}`, 0],
    ]);
    expect(subjects((await inbox('other-senior').list({ q: suffix, filters: { unread: true } })).rows)).toEqual([`Price rise ${suffix}`]);
    expect(subjects((await inbox('other-senior').list({ q: suffix, sort: 'subject', dir: 'asc' })).rows)).toEqual([`Fair stand ${suffix}`, `Price rise ${suffix}`]);
  });

  it('refuses accounts without the portal (403) and visitors (401), offers no generic writes, and answers bad input with 422', async () => {
    for (const who of ['customer', 'user']) expect(await codeOf(inbox(who).list({})), who).toBe('FORBIDDEN');
    expect((await visitor.query('portal.inbox.list', {})).status).toBe(401);
    expect(await codeOf(inbox('other-senior').delete({ id: threads.fair }))).toBe('FORBIDDEN');
    for (const input of [{ filters: { companyId: company.nordhavn } }, { sort: 'posts' }, { page: 0 }]) {
      expect((await admin.query('portal.inbox.list', input)).status, JSON.stringify(input)).toBe(422);
    }
  });
});
