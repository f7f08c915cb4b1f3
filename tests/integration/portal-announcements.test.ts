import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locale } from '../../src/shared/locales';
import type { ResourceListInput } from '../../src/shared/collections/list';
import type { ResourceRow } from '../../src/shared/collections/types';
import type { Actor } from '../../src/server/auth/actor';
import { callerAs, codeOf, demoActors } from '../setup/demo-callers';
import { HttpClient } from '../setup/http-client';
import { createTestApp, type TestApp } from '../setup/test-app';

/**
 * /portal/announcements as the portalAnnouncements collection (portal.announcements.list; no writes) beside `get`,
 * `markRead` and `markAllRead`, through the real router on the seeded demo data (decision 0075). Nordhavn's members
 * (distributor-*) and Iberia's (other-*) each see the announcements aimed at them; this file adds three bulletins and ten
 * notices to Nordhavn, published minutes apart in the past, so their order never depends on the time of day.
 */
let test: TestApp;
let actors: Map<string, Actor> = new Map();
let member: HttpClient;
let visitor: HttpClient;
const EMAILS = ['admin', 'customer', 'user', 'distributor-senior', 'distributor-junior', 'other-senior'];
const suffix = randomUUID().replace(/-/g, '').slice(0, 8);
const MINUTE = 60_000;
const ids = new Map<string, number>();

const api = (who: string | null, locale: Locale = 'en') => callerAs(test, actors, who, locale).portal.announcements;
const titles = (rows: readonly ResourceRow[]) => rows.map((row) => String(row.title));
/** This file's three bulletins among the rows (not its notices, which are there for paging). */
const mine = (rows: readonly ResourceRow[]) => titles(rows).filter((title) => title.startsWith('Bulletin') && title.includes(suffix));
const NOTICES = 10;

beforeAll(async () => {
  test = await createTestApp();
  actors = await demoActors(test, EMAILS);
  const nordhavn = actors.get('distributor-senior')!.companyId!;
  const add = async (key: string, minutesAgo: number, kind = 'Bulletin') => {
    const created = await callerAs(test, actors, 'admin').admin.announcements.add({
      title_EN: `${kind} ${key} ${suffix}`,
      title_DE: `Rundschreiben ${key} ${suffix}`,
      body_EN: `<p>The <strong>${key}</strong> bulletin for Nordhavn.</p>`,
      body_DE: `<p>Das Rundschreiben ${key} für Nordhavn.</p>`,
      companyId: nordhavn,
      publishFrom: new Date(Date.now() - minutesAgo * MINUTE).toISOString(),
    });
    ids.set(key, created.announcement.id);
  };
  // Minutes apart, newest first: one, two, three.
  await add('three', 30);
  await add('two', 20);
  await add('one', 10);
  // Ten older notices to page through, a minute apart: notice 01 the newest.
  for (let index = 1; index <= NOTICES; index++) await add(String(index).padStart(2, '0'), 60 + index, 'Notice');
  member = new HttpClient(test, '192.0.2.190');
  await member.signIn('distributor-senior@demo.test');
  visitor = new HttpClient(test, '192.0.2.191');
});
afterAll(() => test.close());

describe('portal.announcements as a collection', () => {
  it("lists the reader's announcements newest first, title and excerpt in their language, unread marked", async () => {
    const page = await api('distributor-senior').list({});
    expect(page).toMatchObject({ paging: 'offset', page: 1, perPage: 25 });
    expect(mine(page.rows)).toEqual([`Bulletin one ${suffix}`, `Bulletin two ${suffix}`, `Bulletin three ${suffix}`]);
    const one = page.rows.find((row) => row.id === ids.get('one'))!;
    expect(one).toMatchObject({ title: `Bulletin one ${suffix}`, excerpt: 'The one bulletin for Nordhavn.', unread: 1 });
    // Only what the list shows: not the six stored titles or bodies.
    expect(Object.keys(one).sort()).toEqual(['excerpt', 'id', 'publishFrom', 'title', 'unread']);
    const german = (await api('distributor-senior', 'de').list({})).rows.find((row) => row.id === ids.get('one'))!;
    expect(german).toMatchObject({ title: `Rundschreiben one ${suffix}`, excerpt: 'Das Rundschreiben one für Nordhavn.' });
    // The demo's own, aimed at Nordhavn and at everybody, are there too; Spain's is not.
    expect(titles(page.rows)).toContain('Nordhavn: your stock review on Thursday');
    expect(titles(page.rows)).not.toContain('Spain: meet us at Metalmadrid');
  });

  it("keeps each audience's announcements to it: Iberia sees Spain's and none of Nordhavn's, and gets 404 for them", async () => {
    const iberia = titles((await api('other-senior').list({ perPage: 100 })).rows);
    expect(iberia).toContain('Spain: meet us at Metalmadrid');
    expect(iberia).not.toContain('Nordhavn: your stock review on Thursday');
    expect(iberia.filter((title) => title.includes(suffix))).toEqual([]);
    expect(await codeOf(api('other-senior').get({ id: ids.get('one')! }))).toBe('NOT_FOUND');
    expect(await codeOf(api('other-senior').markRead({ id: ids.get('one')! }))).toBe('NOT_FOUND');
    // An admin reads every published one.
    expect(mine((await api('admin').list({ q: suffix, perPage: 100 })).rows)).toHaveLength(3);
  });

  it('finds by a part of the title in any language, and nothing for a term no title has', async () => {
    expect(mine((await api('distributor-senior').list({ q: `two ${suffix}` })).rows)).toEqual([`Bulletin two ${suffix}`]);
    expect(mine((await api('distributor-senior').list({ q: `rundschreiben THREE ${suffix}` })).rows)).toEqual([`Bulletin three ${suffix}`]);
    expect((await api('distributor-senior').list({ q: 'no-such-announcement-anywhere' })).total).toBe(0);
  });

  it('filters the unread ones per reader: opening one takes it out of the filter for that reader only', async () => {
    const unread = async (who: string) => mine((await api(who).list({ filters: { unread: true }, perPage: 100 })).rows);
    expect(await unread('distributor-junior')).toEqual([`Bulletin one ${suffix}`, `Bulletin two ${suffix}`, `Bulletin three ${suffix}`]);
    await api('distributor-junior').markRead({ id: ids.get('two')! });
    expect(await unread('distributor-junior')).toEqual([`Bulletin one ${suffix}`, `Bulletin three ${suffix}`]);
    expect(await unread('distributor-senior')).toEqual([`Bulletin one ${suffix}`, `Bulletin two ${suffix}`, `Bulletin three ${suffix}`]);
    const row = (await api('distributor-junior').list({ q: `two ${suffix}` })).rows[0]!;
    expect(row.unread).toBe(0);
  });

  it('sorts by publication date both ways and pages without overlap', async () => {
    const list = (input: ResourceListInput) => api('distributor-senior').list({ q: suffix, ...input });
    const notices = Array.from({ length: NOTICES }, (_, index) => `Notice ${String(index + 1).padStart(2, '0')} ${suffix}`);
    const newestFirst = [`Bulletin one ${suffix}`, `Bulletin two ${suffix}`, `Bulletin three ${suffix}`, ...notices];
    expect(titles((await list({ perPage: 100 })).rows)).toEqual(newestFirst);
    expect(titles((await list({ sort: 'publishFrom', dir: 'asc', perPage: 100 })).rows)).toEqual([...newestFirst].reverse());
    const first = await list({ perPage: 10 });
    const second = await list({ perPage: 10, page: 2 });
    expect(first.total).toBe(NOTICES + 3);
    expect(first.rows).toHaveLength(10);
    expect([...titles(first.rows), ...titles(second.rows)]).toEqual(newestFirst);
  });

  it('refuses a visitor (401) and the accounts without portal access (403); a member reads through HTTP', async () => {
    expect((await visitor.query('portal.announcements.list', {})).status).toBe(401);
    for (const who of ['customer', 'user']) expect(await codeOf(api(who).list({})), who).toBe('FORBIDDEN');
    expect(await codeOf(api(null).list({}))).toBe('UNAUTHORIZED');
    expect((await member.query('portal.announcements.list', {})).status).toBe(200);
    // Read only: the collection offers no writes.
    expect((await member.mutation('portal.announcements.delete', { id: ids.get('one')! })).status).toBe(403);
  });

  it('answers bad input with 422, never a 500', async () => {
    const bad: unknown[] = [{ page: 0 }, { perPage: 10_000 }, { sort: 'body_EN' }, { sort: 'title' }, { filters: { companyId: 1 } }, { q: 'x'.repeat(1000) }, { filters: { unread: 'maybe' } }, { filters: { unread: 1 } }];
    for (const input of bad) expect((await member.query('portal.announcements.list', input)).status, JSON.stringify(input)).toBe(422);
    expect((await member.query('portal.announcements.get', { id: -1 })).status).toBe(422);
  });
});
