import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { websiteLog } from '../../src/server/db/schema';
import { listenOnSocket, type SocketServer } from '../setup/socket-server';
import { createTestApp, type TestApp } from '../setup/test-app';

/**
 * The fast lane of cached answers (src/server/http/cached-reads.ts): the second request for a page, the countries or
 * a cached tRPC query is answered from the cache ahead of the middleware chain. A visitor must not see any
 * difference: same status, body and headers as the first answer, which went down the whole chain.
 *
 * Every case runs twice: through Hono's `app.request()` (the lane as middleware), and over a real connection to the
 * server's Node listener (src/server/http/site-listener.ts), which writes cached answers itself and hands the rest to
 * Hono: there the bytes on the wire are compared, Content-Length and Transfer-Encoding included.
 */
let test: TestApp;
let socket: SocketServer | null = null;

type Get = (path: string, headers?: Record<string, string>) => Promise<Response>;
// Each transport gets its own app: both start from empty caches (the first request of a page renders it).
const TRANSPORTS: [string, boolean, Get][] = [
  ['through app.request()', false, async (path, headers = {}) => test.app.request(path, { headers })],
  ["over a socket to the server's listener", true, (path, headers) => socket!.get(path, headers)],
];

const PRODUCT = '/product/vh-15-portable-dc-holiday-detector';
/** Header names and values a visitor would compare, without the ones that differ per request by design. */
const headersOf = (response: Response) =>
  Object.fromEntries([...response.headers].filter(([name]) => !['x-request-id', 'set-cookie', 'date', 'server-timing'].includes(name)));

describe.each(TRANSPORTS)('answers served from the cache ahead of the middleware, %s', (_transport, overSocket, get) => {
  beforeAll(async () => {
    test = await createTestApp();
    if (overSocket) socket = await listenOnSocket(test.listener);
  });
  afterAll(async () => {
    await socket?.close();
    socket = null;
    test.close();
  });

  it.each([[PRODUCT], ['/products/dc-holiday-detectors'], ['/'], ['/api/countries'], ['/trpc/public.countries']])(
    '%s: the cached answer is the first answer, byte for byte and header for header',
    async (path) => {
      // The reference went down the whole chain: a page's first request (rendered then), or a ?lang= request.
      const first = path.startsWith('/api/') || path.startsWith('/trpc/') ? await get(`${path}?lang=en`) : await get(path);
      const second = await get(path);
      expect(second.status).toBe(first.status);
      expect(headersOf(second)).toEqual(headersOf(first));
      expect(Buffer.from(await second.arrayBuffer()).equals(Buffer.from(await first.arrayBuffer()))).toBe(true);
      expect(second.headers.get('content-security-policy')).toContain("script-src 'self'");
      if (!path.startsWith('/api/') && !path.startsWith('/trpc/')) {
        expect(first.headers.get('server-timing')).toMatch(/^render;dur=\d+\.\d$/);
        expect(second.headers.get('server-timing')).toBe('cache;desc="hit"');
      }
      expect(second.headers.get('x-request-id')).toMatch(/^[\w-]{20,}$/);
      expect(second.headers.get('x-request-id')).not.toBe(first.headers.get('x-request-id'));
    },
  );

  it('gives a visitor without a token a fresh XSRF cookie, and none to one who has a valid token', async () => {
    await get(PRODUCT);
    const fresh = await get(PRODUCT);
    const cookie = fresh.headers.getSetCookie().find((line) => line.startsWith('XSRF-TOKEN='));
    expect(cookie).toMatch(/Path=\//);
    const token = cookie!.split(';')[0]!;
    const again = await get(PRODUCT, { Cookie: token });
    expect(again.headers.getSetCookie()).toEqual([]);
    const forged = await get(PRODUCT, { Cookie: 'XSRF-TOKEN=forged.token' });
    expect(forged.headers.getSetCookie().some((line) => line.startsWith('XSRF-TOKEN='))).toBe(true);
  });

  it('answers 304 to the version the browser has, and gzip to a browser that asks', async () => {
    const first = await get(PRODUCT);
    const etag = first.headers.get('etag')!;
    expect((await get(PRODUCT, { 'If-None-Match': etag })).status).toBe(304);
    const zipped = await get(PRODUCT, { 'Accept-Encoding': 'gzip, br' });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await zipped.arrayBuffer())).toString()).toBe(await first.text());
    const trpc = await get('/trpc/public.countries', { 'Accept-Encoding': 'gzip' });
    expect(trpc.headers.get('content-encoding')).toBe('gzip');
    expect(JSON.parse(gunzipSync(Buffer.from(await trpc.arrayBuffer())).toString())).toHaveProperty('result.data');
  });

  it('sends a page as Brotli once its Brotli bytes are made (gzip meanwhile), the same HTML either way', async () => {
    const page = '/products/portable-dc-holiday-detectors';
    const plain = await (await get(page)).text();
    const asked = await get(page, { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(asked.headers.get('content-encoding')).toBe('gzip');
    const gzipped = Buffer.from(await asked.arrayBuffer());
    expect(gunzipSync(gzipped).toString()).toBe(plain);
    let answer = asked;
    for (let attempt = 0; attempt < 100 && answer.headers.get('content-encoding') !== 'br'; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      answer = await get(page, { 'Accept-Encoding': 'gzip, deflate, br' });
    }
    expect(answer.headers.get('content-encoding')).toBe('br');
    expect(answer.headers.get('vary')).toContain('Accept-Encoding');
    const brotli = Buffer.from(await answer.arrayBuffer());
    expect(brotliDecompressSync(brotli).toString()).toBe(plain);
    expect(brotli.length).toBeLessThan(gzipped.length);
    // A browser that takes gzip only, or nothing, still gets what it can read.
    expect((await get(page, { 'Accept-Encoding': 'gzip' })).headers.get('content-encoding')).toBe('gzip');
    expect(await (await get(page, { 'Accept-Encoding': 'identity' })).text()).toBe(plain);
  });

  it('keeps the language: ?lang= goes down the chain and stores the cookie, the cookie then picks the cached page', async () => {
    const german = await get(`${PRODUCT}?lang=de`);
    expect(german.headers.getSetCookie().some((line) => line.startsWith('locale=de'))).toBe(true);
    await get(PRODUCT, { Cookie: 'locale=de' });
    const cached = await get(PRODUCT, { Cookie: 'locale=de' });
    expect(await cached.text()).toContain('<html lang="de"');
    expect(await (await get(PRODUCT)).text()).toContain('<html lang="en"');
  });

  it('leaves not-found pages to the chain, so the website log records every one', async () => {
    const before = (await test.deps.db.select().from(websiteLog)).length;
    for (let i = 0; i < 3; i++) expect((await get('/product/no-such-instrument')).status).toBe(404);
    expect((await test.deps.db.select().from(websiteLog)).length - before).toBe(3);
  });
});
