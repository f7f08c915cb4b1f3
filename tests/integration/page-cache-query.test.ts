import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { listenOnSocket, type SocketServer } from '../setup/socket-server';
import { createTestApp, type TestApp } from '../setup/test-app';

/**
 * Issue 28 item 19: a query string the page does not read costs nothing. Before, every unique query string
 * (`?utm_x=1`, `?q123=...`) rendered the page anew and took room in the page cache, so a stream of them evicted the
 * real pages. A page is now cached under the parameters its route declares (src/shared/route-tables/query.ts): any
 * other parameter gets the page already made, from the fast lane too, and leaves no trace in its canonical link.
 */
let test: TestApp;
let socket: SocketServer;

const PRODUCT = '/product/vh-15-portable-dc-holiday-detector';
const HIT = 'cache;desc="hit"';
const RENDERED = /^render;dur=/;

const get = (path: string, headers: Record<string, string> = {}) => test.app.request(path, { headers });
const timing = (response: Response) => response.headers.get('server-timing');
const linkOf = (html: string, rel: string, extra = '') => new RegExp(`<link rel="${rel}"${extra} href="([^"]*)"`).exec(html)?.[1];

beforeAll(async () => {
  test = await createTestApp();
  socket = await listenOnSocket(test.listener);
});
afterAll(async () => {
  await socket.close();
  test.close();
});

describe('parameters a page does not read', () => {
  it('300 product-page requests with unique junk parameters render once and leave the real page a cache hit', async () => {
    const timings: (string | null)[] = [];
    let firstBody = '';
    for (let n = 0; n < 300; n += 1) {
      const response = await get(`${PRODUCT}?utm_x=${n}`);
      expect(response.status).toBe(200);
      timings.push(timing(response));
      if (n === 0) firstBody = await response.text();
      else await response.arrayBuffer();
    }
    expect(timings[0]).toMatch(RENDERED);
    expect(timings.slice(1).filter((value) => value !== HIT)).toEqual([]);

    const real = await get(PRODUCT);
    expect(timing(real)).toBe(HIT);
    // The page is the one without the parameter: nothing of it shows in the page.
    const html = await real.text();
    expect(html).toBe(firstBody);
    expect(html).not.toContain('utm_x');
  });

  it('leaves the canonical link and the hreflang alternates without them', async () => {
    // q and page are parameters other pages read; the product page does not.
    const html = await (await get(`${PRODUCT}?utm_source=mail&q=zzz&page=3&newsletter=junk`)).text();
    expect(linkOf(html, 'canonical')).toBe(`http://localhost:3000${PRODUCT}`);
    expect(linkOf(html, 'alternate', ' hreflang="de"')).toBe(`http://localhost:3000${PRODUCT}?lang=de`);
    expect(linkOf(html, 'alternate', ' hreflang="x-default"')).toBe(`http://localhost:3000${PRODUCT}`);
    expect(html).not.toContain('zzz');
  });

  it('keeps ?lang= choosing the language and storing it, and the cookie then gets the cached page whatever else is asked', async () => {
    const german = await get(`${PRODUCT}?lang=de&utm_x=first`);
    expect(german.status).toBe(200);
    expect(german.headers.getSetCookie().some((line) => line.startsWith('locale=de'))).toBe(true);
    const html = await german.text();
    expect(html).toContain('<html lang="de"');
    expect(linkOf(html, 'canonical')).toBe(`http://localhost:3000${PRODUCT}?lang=de`);
    const again = await get(`${PRODUCT}?utm_x=second`, { Cookie: 'locale=de' });
    expect(timing(again)).toBe(HIT);
    expect(await again.text()).toBe(html);
  });

  it('answers them from the fast lane ahead of Hono, over a real connection', async () => {
    const logger = test.deps.logger;
    const level = logger.level;
    const answered: string[] = [];
    // The lane logs each answer it writes as `cached: true` (http/cached-reads.ts); the chain logs its own otherwise.
    logger.level = 'info';
    const spy = vi.spyOn(logger, 'info').mockImplementation(((record: unknown) => {
      if (typeof record === 'object' && record !== null && 'cached' in record && 'path' in record) answered.push(String(record.path));
    }) as typeof logger.info);
    try {
      expect(timing(await socket.get(PRODUCT))).toBe(HIT);
      for (let n = 0; n < 50; n += 1) {
        const response = await socket.get(`${PRODUCT}?utm_campaign=lane-${n}&fbclid=${n}`);
        expect(response.status).toBe(200);
        expect(timing(response)).toBe(HIT);
        await response.arrayBuffer();
      }
    } finally {
      spy.mockRestore();
      logger.level = level;
    }
    expect(answered.length).toBe(51);
    expect(new Set(answered)).toEqual(new Set([PRODUCT]));
  });
});

describe('parameters a page reads', () => {
  it('renders each page of a list as its own page, and the junk beside them changes nothing', async () => {
    const first = await get('/products');
    const second = await get('/products?page=2');
    expect(timing(second)).toMatch(RENDERED);
    const secondHtml = await second.text();
    expect(secondHtml).not.toBe(await first.text());
    expect(linkOf(secondHtml, 'canonical')).toBe('http://localhost:3000/products?page=2');

    const withJunk = await get('/products?utm_x=1&page=2&gclid=abc');
    expect(timing(withJunk)).toBe(HIT);
    expect(await withJunk.text()).toBe(secondHtml);
    // The page number as the page reads it: "02" is page 2, "1" and "x" are the first page.
    expect(timing(await get('/products?page=02'))).toBe(HIT);
    expect(timing(await get('/products?page=1'))).toBe(HIT);
    expect(timing(await get('/products?page=x'))).toBe(HIT);
  });

  it('keeps a list filter and the search text apart from the junk', async () => {
    const search = await get('/search?q=holiday');
    expect(timing(search)).toMatch(RENDERED);
    const html = await search.text();
    expect(timing(await get('/search?utm_x=1&q=holiday'))).toBe(HIT);
    const other = await get('/search?q=spark');
    expect(timing(other)).toMatch(RENDERED);
    expect(await other.text()).not.toBe(html);
  });
});
