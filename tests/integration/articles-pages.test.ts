import type { Client } from '@libsql/client';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, offers } from '../../src/server/db/schema';
import { articleSitemapEntries } from '../../src/server/features/editorial/sitemap';
import { HttpClient } from '../setup/http-client';
import { createTestApp, type TestApp } from '../setup/test-app';

/** News, events, case studies and offers (issue 9): procedures, server-rendered pages, the .ics file, cache drops. */

let test: TestApp;
let ids: { hidden: number; tricky: number; corrosion: number; seminar: number };

const DAY = 24 * 60 * 60 * 1000;
const midnight = (days: number) => new Date(Math.floor((Date.now() + days * DAY) / DAY) * DAY);
const all6 = (base: string, text: string) => Object.fromEntries(['EN', 'DE', 'ES', 'FR', 'NL', 'PT'].map((code) => [`${base}_${code}`, text]));

/** A description with every character iCalendar escapes, and a long line of multi-byte text to fold. */
const TRICKY_BODY =
  '<p>Stand 12, hall 3; bring your own coating samples.</p><p>Überprüfung von Beschichtungen: Prüfspannung, Elektroden und Protokolle – für Rohrleitungen, Tanks und Dächer, mit dem VH-15-Prüfgerät.</p>';

beforeAll(async () => {
  test = await createTestApp();
  const db = test.deps.db;
  const [hidden] = await db
    .insert(events)
    .values({ slug: 'hidden-event', ...all6('title', 'Hidden event'), ...all6('body', '<p>Secret.</p>'), location: 'Nowhere', startsAt: midnight(10), published: false })
    .returning({ id: events.id });
  const [tricky] = await db
    .insert(events)
    .values({
      slug: 'tricky-expo',
      ...all6('title', 'Tricky Expo, Essen; hall 3'),
      ...all6('body', TRICKY_BODY),
      location: 'Messe Essen, Norbertstraße 2; 45131 Essen',
      startsAt: midnight(5),
      endsAt: midnight(6),
      url: 'https://example.com/tricky',
      published: true,
    })
    .returning({ id: events.id });
  // A dozen past events: the list pages.
  await db.insert(events).values(
    Array.from({ length: 12 }, (_, index) => ({
      slug: `archive-event-${index + 1}`,
      ...all6('title', `Archive event ${index + 1}`),
      ...all6('body', '<p>It happened.</p>'),
      location: 'Sheffield, UK',
      startsAt: midnight(-400 - index * 7),
      published: true,
    })),
  );
  // An offer that has not started yet is not public.
  await db.insert(offers).values({ slug: 'future-offer', ...all6('title', 'Future offer'), ...all6('summary', 'Not yet.'), startsAt: midnight(30), endsAt: midnight(60) });
  await test.deps.cache.bump('offers');
  const bySlug = async (slug: string) => (await db.select({ id: events.id }).from(events).where(eq(events.slug, slug)))[0]!.id;
  ids = { hidden: hidden!.id, tricky: tricky!.id, corrosion: await bySlug('corrosion-expo-2025'), seminar: await bySlug('pipeline-coating-seminar') };
});
afterAll(() => test.close());

async function query<T>(procedure: string, input: unknown): Promise<T> {
  const response = await new HttpClient(test).get(`/trpc/public.editorial.${procedure}?input=${encodeURIComponent(JSON.stringify(input))}`);
  expect(response.status, procedure).toBe(200);
  return ((await response.json()) as { result: { data: T } }).result.data;
}

async function page(path: string) {
  const response = await test.app.request(path);
  const html = await response.text();
  // What the visitor sees, without the state the app is sent (which holds every text of the namespace).
  const markup = html.split('<script type="application/json" id="ssr-state"')[0]!;
  return { status: response.status, html, markup, headers: response.headers };
}

const attr = (html: string, pattern: RegExp) => pattern.exec(html)?.[1];
const title = (html: string) => attr(html, /<title>([^<]*)<\/title>/);
const description = (html: string) => attr(html, /<meta name="description" content="([^"]*)"/);
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);
const ldOf = (html: string, type: string) => jsonLd(html).find((item) => item['@type'] === type);

type Card = { id: number; slug: string; url: string; title: string; dateText: string; upcoming: boolean; startsAt: string };
type Related = { products: Array<{ url: string; modelCode: string }>; applications: Array<{ url: string }>; tags: Array<{ url: string }> };

describe('public.editorial procedures', () => {
  it('lists upcoming events soonest first, then past ones most recent first, in the language asked for', async () => {
    const list = await query<{ rows: Card[]; total: number; upcomingTotal: number; page: number; perPage: number }>('events', { locale: 'en' });
    const upcomingRows = list.rows.filter((event) => event.upcoming);
    const pastRows = list.rows.filter((event) => !event.upcoming);
    const upcoming = upcomingRows.map((event) => event.slug);
    expect(upcoming).toEqual(['tricky-expo', 'roofing-open-day', 'corrosion-expo-2025', 'cable-and-wire-fair']);
    expect(list.upcomingTotal).toBe(4);
    expect(list.rows.slice(0, upcomingRows.length)).toEqual(upcomingRows);
    expect(pastRows.map((event) => event.slug).slice(0, 3)).toEqual(['pipeline-coating-seminar', 'subsea-inspection-workshop', 'tank-lining-masterclass']);
    expect(pastRows.length).toBeGreaterThan(0);
    expect(list.total).toBe(4 + 3 + 12);
    expect(list.rows.length).toBe(list.perPage);
    expect(JSON.stringify(list)).not.toContain('hidden-event');
    // en-GB dates: "12 June 2025", a range "10–12 June 2025".
    expect(upcomingRows.find((event) => event.slug === 'roofing-open-day')!.dateText).toMatch(/^\d{1,2} [A-Z][a-z]+ \d{4}$/);
    expect(upcomingRows.find((event) => event.slug === 'corrosion-expo-2025')!.dateText).toMatch(/^\d{1,2}\b.*–.*\b\d{1,2} [A-Z][a-z]+ \d{4}$/);

    const german = await query<{ rows: Card[] }>('events', { locale: 'de' });
    const openDay = german.rows.find((event) => event.slug === 'roofing-open-day')!;
    expect(openDay.title).toBe('Tag der offenen Tür: Prüfung von Dachbahnen');
    expect(openDay.dateText).toMatch(/^\d{1,2}\. [A-ZÄÖÜ][a-zäöü]+ \d{4}$/);

    const second = await query<{ rows: Card[]; page: number }>('events', { locale: 'en', page: 2 });
    expect(second.page).toBe(2);
    expect(second.rows.filter((event) => event.upcoming)).toEqual([]);
    expect(second.rows.length).toBe(9);
  });

  it('answers an event by id and by slug, with the products its text names; null for unknown and unpublished', async () => {
    const byId = await query<{ slug: string; title: string; bodyHtml: string; location: string; externalUrl: string; calendarUrl: string; related: Related }>(
      'event',
      { id: String(ids.corrosion), locale: 'en' },
    );
    expect(byId).toMatchObject({ slug: 'corrosion-expo-2025', title: 'Corrosion Expo: stand 1214', location: 'Houston, United States', externalUrl: 'https://example.com/corrosion-expo' });
    expect(byId.calendarUrl).toBe(`/events/${ids.corrosion}/calendar.ics`);
    // The country is named in the reader's language, the place as it was written.
    const german = await query<{ location: string }>('event', { id: String(ids.corrosion), locale: 'de' });
    expect(german.location).toBe('Houston, Vereinigte Staaten');
    const list = await query<{ rows: Array<{ id: number; location: string }> }>('events', { locale: 'fr' });
    expect(list.rows.find((row) => row.id === ids.corrosion)?.location).toBe('Houston, États-Unis');
    expect(byId.related.products.map((product) => product.modelCode)).toContain('VP-50');
    const bySlug = await query<{ id: number; bodyHtml: string; calendarUrl: string }>('event', { id: 'corrosion-expo-2025', locale: 'es' });
    expect(bySlug.id).toBe(ids.corrosion);
    expect(bySlug.bodyHtml).toContain('Vea el nuevo detector');
    expect(bySlug.calendarUrl).toBe(`/events/${ids.corrosion}/calendar.ics?lang=es`);
    // A code inside a compound word still names its product.
    const tricky = await query<{ related: Related }>('event', { id: 'tricky-expo', locale: 'de' });
    expect(tricky.related.products.map((product) => product.modelCode)).toEqual(['VH-15']);
    expect(await query('event', { id: '999999', locale: 'en' })).toBeNull();
    expect(await query('event', { id: 'no-such-event', locale: 'en' })).toBeNull();
    expect(await query('event', { id: String(ids.hidden), locale: 'en' })).toBeNull();
    expect(await query('event', { id: 'hidden-event', locale: 'en' })).toBeNull();
  });

  it('lists published posts newest first and answers a post with its cross-links', async () => {
    const list = await query<{ rows: Card[]; total: number }>('posts', { locale: 'en' });
    expect(list.rows.map((post) => post.slug)).toEqual([
      'meet-us-at-cable-wire-dusseldorf',
      'vp-50-pulsed-dc-pipeline-detector-launched',
      'calibration-laboratory-accredited',
    ]);
    expect(list.rows[1]!.dateText).toBe('4 March 2025');
    const german = await query<{ rows: Card[] }>('posts', { locale: 'de' });
    expect(german.rows[1]).toMatchObject({ title: 'Markteinführung des gepulsten DC-Pipelineprüfers VP-50', dateText: '4. März 2025' });

    const post = await query<{ title: string; bodyHtml: string; related: Related; newer: { url: string } | null; older: { url: string } | null }>('post', {
      slug: 'vp-50-pulsed-dc-pipeline-detector-launched',
      locale: 'fr',
    });
    expect(post.title).toBe('Lancement du détecteur pour pipelines DC pulsé VP-50');
    expect(post.bodyHtml).toContain('Le VP-50 contrôle');
    expect(post.related.products[0]).toMatchObject({ modelCode: 'VP-50' });
    expect(post.related.applications.length).toBeGreaterThan(0);
    expect(post.newer?.url).toBe('/blog/meet-us-at-cable-wire-dusseldorf');
    expect(post.older?.url).toBe('/blog/calibration-laboratory-accredited');
    expect(await query('post', { slug: 'choosing-an-electrode', locale: 'en' })).toBeNull();
    expect(await query('post', { slug: 'no-such-post', locale: 'en' })).toBeNull();
  });

  it('lists case studies with their industries and answers one with its application linked', async () => {
    const list = await query<{ rows: Array<Card & { application: { url: string; name: string } | null }> }>('caseStudies', { locale: 'en' });
    expect(list.rows.map((study) => study.slug).sort()).toEqual(['cable-line-spark-testing', 'hospital-roof-survey', 'landfill-liner-acceptance', 'north-sea-field-joints']);
    const study = await query<{ title: string; application: { url: string; name: string }; related: Related }>('caseStudy', { slug: 'north-sea-field-joints', locale: 'nl' });
    expect(study.title).toBe('Veldlassen op een exportleiding in de Noordzee');
    expect(study.application.url).toBe('/applications/pipeline');
    expect(study.related.products[0]).toMatchObject({ modelCode: 'VP-50' });
    expect(study.related.applications.map((link) => link.url)).not.toContain('/applications/pipeline');
    expect(await query('caseStudy', { slug: 'no-such-study', locale: 'en' })).toBeNull();
  });

  it('lists current offers only; an ended offer answers as ended, one not started yet and an unknown one as null', async () => {
    const list = await query<{ rows: Card[] }>('offers', { locale: 'en' });
    expect(list.rows.map((offer) => offer.slug)).toEqual(['holiday-detector-trade-in', 'free-calibration-spark-testers']);
    const current = await query<{ status: string; title: string }>('offer', { slug: 'holiday-detector-trade-in', locale: 'pt' });
    expect(current).toMatchObject({ status: 'current', title: 'Troque o seu antigo detetor de porosidade' });
    expect(await query('offer', { slug: 'winter-electrode-bundle', locale: 'en' })).toMatchObject({ status: 'ended' });
    expect(await query('offer', { slug: 'future-offer', locale: 'en' })).toBeNull();
    expect(await query('offer', { slug: 'no-such-offer', locale: 'en' })).toBeNull();
  });

  it('names the public article pages for the sitemap', async () => {
    const paths = (await articleSitemapEntries(test.deps)).map((entry) => entry.path);
    expect(paths).toEqual(expect.arrayContaining([`/events/${ids.corrosion}`, '/blog/vp-50-pulsed-dc-pipeline-detector-launched', '/casestudies/hospital-roof-survey', '/offers/winter-electrode-bundle']));
    for (const hidden of [`/events/${ids.hidden}`, '/blog/choosing-an-electrode', '/offers/future-offer']) expect(paths).not.toContain(hidden);
    // ...and /sitemap.xml lists them, with their language alternates.
    const sitemap = await (await test.app.request('/sitemap.xml')).text();
    expect(sitemap).toContain('<loc>http://localhost:3000/blog/vp-50-pulsed-dc-pipeline-detector-launched</loc>');
    expect(sitemap).toContain(`/events/${ids.corrosion}?lang=de`);
    expect(sitemap).not.toContain('/offers/future-offer');
  });

  it('refuses malformed input with a 4xx, never a 500', async () => {
    const client = new HttpClient(test);
    const bad: Array<[string, unknown]> = [
      ['event', { id: '', locale: 'en' }],
      ['event', { id: 'x'.repeat(5000), locale: 'en' }],
      ['event', { id: 'x', locale: 'xx' }],
      ['post', { slug: 42, locale: 'en' }],
      ['caseStudy', {}],
      ['offer', []],
      ['events', { locale: 'klingon' }],
      ['posts', null],
    ];
    for (const [procedure, input] of bad) {
      const response = await client.get(`/trpc/public.editorial.${procedure}?input=${encodeURIComponent(JSON.stringify(input))}`);
      expect(response.status, `${procedure} ${JSON.stringify(input).slice(0, 40)}`).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
    }
    // An odd page number is the first page, not an error (links in the wild).
    expect(await query<{ page: number }>('posts', { locale: 'en', page: 'abc' })).toMatchObject({ page: 1 });
  });
});

describe('server-rendered article pages', () => {
  it('renders /events with both sections, its title, description and pages in the first HTML', async () => {
    const { status, html } = await page('/events');
    expect(status).toBe(200);
    expect(title(html)).toBe('Events | Voltara Test Equipment');
    expect(description(html)).toContain('Trade shows, open days and seminars');
    expect(html).toMatch(/<h1[^>]*>Events<\/h1>/);
    expect(html).toMatch(/<h2[^>]*>Upcoming events<\/h2>/);
    expect(html).toMatch(/<h2[^>]*>Past events<\/h2>/);
    expect(html.indexOf('Upcoming events')).toBeLessThan(html.indexOf('Past events'));
    expect(html).toContain(`href="/events/${ids.corrosion}"`);
    expect(html).toContain('href="/events?page=2"');
    expect(ldOf(html, 'BreadcrumbList')).toBeTruthy();
    const second = await page('/events?page=2');
    expect(title(second.html)).toBe('Events – page 2 | Voltara Test Equipment');
    expect(attr(second.html, /<link rel="canonical" href="([^"]*)"/)).toBe('http://localhost:3000/events?page=2');
  });

  it('renders an event with its dates, place, text, calendar link and Event data', async () => {
    const { status, html } = await page(`/events/${ids.corrosion}`);
    expect(status).toBe(200);
    expect(title(html)).toBe('Corrosion Expo: stand 1214 | Voltara Test Equipment');
    expect(description(html)).toBe('See the new VP-50 pulsed DC pipeline detector working on coated pipe at our stand.');
    expect(html).toMatch(/<h1[^>]*>Corrosion Expo: stand 1214<\/h1>/);
    expect(html).toContain('Houston, United States');
    expect(html).toContain(`href="/events/${ids.corrosion}/calendar.ics" download=""`);
    expect(html).toContain('href="https://example.com/corrosion-expo"');
    expect(html).toContain('href="/product/vp-50');
    const event = ldOf(html, 'Event');
    expect(event).toMatchObject({ name: 'Corrosion Expo: stand 1214', location: { '@type': 'Place', name: 'Houston, United States' }, url: `http://localhost:3000/events/${ids.corrosion}` });
    expect(String(event!.startDate)).toMatch(/^\d{4}-\d\d-\d\d$/);
    expect(ldOf(html, 'BreadcrumbList')).toMatchObject({ itemListElement: [{ name: 'Events' }, { name: 'Corrosion Expo: stand 1214' }] });

    const past = await page(`/events/${ids.seminar}`);
    expect(past.status).toBe(200);
    expect(past.html).toContain('This event has already taken place.');
    expect(past.markup).not.toContain('calendar.ics');
  });

  it('renders the same event by slug and in German', async () => {
    const { status, html } = await page('/events/roofing-open-day?lang=de');
    expect(status).toBe(200);
    expect(html).toContain('<html lang="de"');
    expect(title(html)).toBe('Tag der offenen Tür: Prüfung von Dachbahnen | Voltara Test Equipment');
    expect(html).toContain('Zum Kalender hinzufügen');
    expect(html).toMatch(/calendar\.ics\?lang=de/);
  });

  it('renders /blog and a post with its date, picture, text, cross-links and BlogPosting data', async () => {
    const list = await page('/blog');
    expect(list.status).toBe(200);
    expect(title(list.html)).toBe('News | Voltara Test Equipment');
    expect(list.html).toMatch(/<h1[^>]*>News<\/h1>/);
    expect(list.html).toContain('href="/blog/vp-50-pulsed-dc-pipeline-detector-launched"');
    expect(list.html).not.toContain('choosing-an-electrode');
    expect(list.markup).toContain('<time dateTime="2025-03-04">4 March 2025</time>');

    const { status, html } = await page('/blog/vp-50-pulsed-dc-pipeline-detector-launched');
    expect(status).toBe(200);
    expect(title(html)).toBe('Launching the VP-50 pulsed DC pipeline detector | Voltara Test Equipment');
    expect(description(html)).toBe('Up to 50 kV for thick pipeline coatings, with a data logger built in.');
    expect(html).toMatch(/<h1[^>]*>Launching the VP-50 pulsed DC pipeline detector<\/h1>/);
    expect(html).toContain('The VP-50 tests three-layer polyethylene');
    expect(html).toContain('<time dateTime="2025-03-04">4 March 2025</time>');
    expect(html).toContain('href="/applications/');
    expect(attr(html, /<meta property="og:type" content="([^"]*)"/)).toBe('article');
    expect(ldOf(html, 'BlogPosting')).toMatchObject({ headline: 'Launching the VP-50 pulsed DC pipeline detector', datePublished: '2025-03-04T00:00:00.000Z', inLanguage: 'en-GB' });
    expect(ldOf(html, 'BreadcrumbList')).toBeTruthy();
  });

  it('renders /casestudies and a case study linked to its application', async () => {
    const list = await page('/casestudies?lang=fr');
    expect(list.status).toBe(200);
    expect(title(list.html)).toBe('Études de cas | Voltara Test Equipment');
    expect(list.html).toContain('href="/casestudies/hospital-roof-survey"');

    const { status, html } = await page('/casestudies/hospital-roof-survey');
    expect(status).toBe(200);
    expect(title(html)).toBe('Leak survey of a hospital roof | Voltara Test Equipment');
    expect(description(html)).toBe('Twelve leaks found in one morning under a green roof, without lifting the planting.');
    expect(html).toMatch(/<h1[^>]*>Leak survey of a hospital roof<\/h1>/);
    expect(html).toContain('The VM-400 scanner located each breach');
    expect(html).toContain('href="/applications/roofing"');
    expect(ldOf(html, 'Article')).toMatchObject({ headline: 'Leak survey of a hospital roof' });
  });

  it('renders /offers with current offers only, an offer, and an ended offer saying so', async () => {
    const list = await page('/offers');
    expect(list.status).toBe(200);
    expect(title(list.html)).toBe('Offers | Voltara Test Equipment');
    expect(list.html).toContain('href="/offers/holiday-detector-trade-in"');
    expect(list.markup).not.toContain('href="/offers/winter-electrode-bundle"');
    expect(list.markup).not.toContain('href="/offers/future-offer"');

    const current = await page('/offers/holiday-detector-trade-in');
    expect(current.status).toBe(200);
    expect(title(current.html)).toBe('Trade in your old holiday detector | Voltara Test Equipment');
    expect(current.html).toMatch(/<h1[^>]*>Trade in your old holiday detector<\/h1>/);
    expect(current.html).toContain('Save 15% on a new VH-series DC detector');
    expect(current.html).toContain('Ask about this offer');
    expect(current.markup).not.toContain('This offer ended');

    const ended = await page('/offers/winter-electrode-bundle');
    expect(ended.status).toBe(200);
    expect(ended.html).toMatch(/This offer ended on \d{1,2} [A-Z][a-z]+ \d{4}\./);
    expect(description(ended.html)).toMatch(/This offer ended on/);
    expect(ended.markup).not.toContain('Ask about this offer');
    const german = await page('/offers/winter-electrode-bundle?lang=de');
    expect(german.html).toMatch(/Dieses Angebot ist am \d{1,2}\. [A-ZÄÖÜ][a-zäöü]+ \d{4} abgelaufen\./);
  });

  it('answers 404 with the not-found page for unknown, unpublished and not yet started articles', async () => {
    for (const path of [
      '/events/999999',
      '/events/no-such-event',
      `/events/${ids.hidden}`,
      '/events/hidden-event',
      `/events/${'x'.repeat(300)}`,
      '/blog/no-such-post',
      '/blog/choosing-an-electrode',
      '/casestudies/no-such-study',
      '/offers/no-such-offer',
      '/offers/future-offer',
    ]) {
      const { status, html } = await page(path);
      expect(status, path).toBe(404);
      expect(html, path).toContain('Page Not Found');
      expect(html, path).toContain('<meta name="robots" content="noindex">');
    }
  });
});

/** The lines of an .ics file with folded lines joined again (RFC 5545 section 3.1). */
const unfold = (text: string) => text.replace(/\r\n[ \t]/g, '').split('\r\n');
const field = (lines: string[], name: string) => lines.find((line) => line.startsWith(`${name}:`) || line.startsWith(`${name};`));
/** A TEXT value read back: \n, \, \; and \\ undone. */
const unescape = (value: string) => value.replace(/\\([\\;,nN])/g, (_, char: string) => (char === 'n' || char === 'N' ? '\n' : char));

describe('the .ics download', () => {
  it('sends an RFC 5545 calendar with the event', async () => {
    const response = await test.app.request(`/events/${ids.corrosion}/calendar.ics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="corrosion-expo-2025.ics"');
    const text = await response.text();
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/); // CRLF only
    const lines = unfold(text);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(field(lines, 'PRODID')).toBeTruthy();
    expect(lines).toContain('BEGIN:VEVENT');
    expect(lines).toContain('END:VEVENT');
    expect(lines.at(-2)).toBe('END:VCALENDAR');
    expect(field(lines, 'UID')).toBe(`UID:event-${ids.corrosion}@localhost:3000`);
    expect(field(lines, 'DTSTAMP')).toMatch(/^DTSTAMP:\d{8}T\d{6}Z$/);
    // A three-day trade show: whole days, the end exclusive.
    const [row] = await test.deps.db.select().from(events).where(eq(events.id, ids.corrosion));
    const ymd = (date: Date) => date.toISOString().slice(0, 10).replace(/-/g, '');
    expect(field(lines, 'DTSTART')).toBe(`DTSTART;VALUE=DATE:${ymd(row!.startsAt)}`);
    expect(field(lines, 'DTEND')).toBe(`DTEND;VALUE=DATE:${ymd(new Date(row!.endsAt!.getTime() + DAY))}`);
    expect(field(lines, 'SUMMARY')).toBe('SUMMARY:Corrosion Expo: stand 1214');
    expect(field(lines, 'LOCATION')).toBe('LOCATION:Houston\\, United States');
    expect(unescape(field(lines, 'DESCRIPTION')!.slice('DESCRIPTION:'.length))).toBe(
      'See the new VP-50 pulsed DC pipeline detector working on coated pipe at our stand.\n\nhttps://example.com/corrosion-expo',
    );
    expect(field(lines, 'URL')).toBe(`URL:http://localhost:3000/events/${ids.corrosion}`);
  });

  it('escapes commas, semicolons and line breaks and folds lines at 75 octets', async () => {
    const response = await test.app.request(`/events/tricky-expo/calendar.ics?lang=de`);
    expect(response.status).toBe(200);
    const text = await response.text();
    const physical = text.split('\r\n');
    for (const line of physical) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    expect(physical.some((line) => line.startsWith(' '))).toBe(true);
    // Folding never splits a character: every physical line is valid UTF-8 on its own.
    const bytes = Buffer.from(text, 'utf8');
    expect(bytes.toString('utf8')).toBe(text);
    const lines = unfold(text);
    expect(field(lines, 'SUMMARY')).toBe('SUMMARY:Tricky Expo\\, Essen\\; hall 3');
    expect(field(lines, 'LOCATION')).toBe('LOCATION:Messe Essen\\, Norbertstraße 2\\; 45131 Essen');
    const description = field(lines, 'DESCRIPTION')!.slice('DESCRIPTION:'.length);
    expect(description).not.toMatch(/(^|[^\\]),|(^|[^\\]);/);
    expect(description).toContain('\\n');
    expect(unescape(description)).toBe(
      'Stand 12, hall 3; bring your own coating samples.\nÜberprüfung von Beschichtungen: Prüfspannung, Elektroden und Protokolle – für Rohrleitungen, Tanks und Dächer, mit dem VH-15-Prüfgerät.\n\nhttps://example.com/tricky',
    );
    // A two-day event: DTEND is the day after the last.
    expect(field(lines, 'DTSTART')).toBe(`DTSTART;VALUE=DATE:${midnight(5).toISOString().slice(0, 10).replace(/-/g, '')}`);
    expect(field(lines, 'DTEND')).toBe(`DTEND;VALUE=DATE:${midnight(7).toISOString().slice(0, 10).replace(/-/g, '')}`);
  });

  it('answers 404 for unknown and unpublished events and ids no event can have', async () => {
    for (const id of ['999999', 'no-such-event', String(ids.hidden), 'x'.repeat(300), '%E0%A4%A']) {
      const response = await test.app.request(`/events/${id}/calendar.ics`);
      expect(response.status, id).toBe(404);
    }
  });
});

describe('admin saves drop the cached answers and pages', () => {
  it('shows an event edited in the admin console at once, list and page', async () => {
    const admin = new HttpClient(test, '198.51.100.77');
    await admin.signIn('admin@demo.test');
    expect((await page('/events')).html).toContain('Corrosion Expo: stand 1214');
    expect((await page(`/events/${ids.corrosion}`)).html).toMatch(/<h1[^>]*>Corrosion Expo: stand 1214<\/h1>/);

    const record = (await admin.query('admin.resources.events.get', { id: ids.corrosion })).json.result!.data as Record<string, unknown>;
    const { id: _id, ...data } = record;
    const saved = await admin.mutation('admin.resources.events.update', { id: ids.corrosion, data: { ...data, title_EN: 'Corrosion Expo: stand 1300' } });
    expect(saved.status, JSON.stringify(saved.json.error)).toBe(200);

    expect((await page('/events')).html).toContain('Corrosion Expo: stand 1300');
    const after = await page(`/events/${ids.corrosion}`);
    expect(after.html).toMatch(/<h1[^>]*>Corrosion Expo: stand 1300<\/h1>/);
    expect(title(after.html)).toBe('Corrosion Expo: stand 1300 | Voltara Test Equipment');

    // Unpublished in the console: the page is gone at once.
    const hidden = await admin.mutation('admin.resources.events.update', { id: ids.corrosion, data: { ...data, title_EN: 'Corrosion Expo: stand 1300', published: false } });
    expect(hidden.status).toBe(200);
    expect((await page(`/events/${ids.corrosion}`)).status).toBe(404);
    await admin.mutation('admin.resources.events.update', { id: ids.corrosion, data: { ...data, published: true } });
    expect((await page(`/events/${ids.corrosion}`)).status).toBe(200);
  });

  it('ends an offer from the admin console: it leaves the list and its page says it has ended', async () => {
    const admin = new HttpClient(test, '198.51.100.78');
    await admin.signIn('admin@demo.test');
    expect((await page('/offers')).html).toContain('href="/offers/free-calibration-spark-testers"');
    const [row] = await test.deps.db.select().from(offers).where(eq(offers.slug, 'free-calibration-spark-testers'));
    const record = (await admin.query('admin.resources.offers.get', { id: row!.id })).json.result!.data as Record<string, unknown>;
    const { id: _id, ...data } = record;
    const yesterday = new Date(Date.now() - DAY).toISOString().slice(0, 10);
    const start = new Date(Date.now() - 10 * DAY).toISOString().slice(0, 10);
    const saved = await admin.mutation('admin.resources.offers.update', { id: row!.id, data: { ...data, startsAt: start, endsAt: yesterday } });
    expect(saved.status, JSON.stringify(saved.json.error)).toBe(200);
    expect((await page('/offers')).html).not.toContain('href="/offers/free-calibration-spark-testers"');
    const ended = await page('/offers/free-calibration-spark-testers');
    expect(ended.status).toBe(200);
    expect(ended.html).toContain('This offer ended on');
  });

  it('a cached article page is answered again without a database query', async () => {
    await page('/blog/calibration-laboratory-accredited');
    // drizzle keeps its libSQL client as $client (the Database type leaves it out): count what reaches it.
    const client = (test.deps.db as unknown as { $client: Client }).$client;
    const execute = client.execute.bind(client);
    let queries = 0;
    client.execute = ((...args: Parameters<typeof execute>) => {
      // Tests poll the content versions on every read (cachePollMs 0); a server reads them once a second at most.
      if (!JSON.stringify(args[0]).includes('content_versions')) queries += 1;
      return execute(...args);
    }) as typeof client.execute;
    try {
      const again = await test.app.request('/blog/calibration-laboratory-accredited');
      expect(again.status).toBe(200);
      expect(again.headers.get('server-timing')).toContain('cache');
    } finally {
      client.execute = execute;
    }
    expect(queries).toBe(0);
  });
});
