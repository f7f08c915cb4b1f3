import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../setup/test-app';

/**
 * The build's files answered from memory (src/server/http/build-files.ts): what a browser gets must be what the
 * static middleware gave before, encoding, caching and security headers included, and nothing that is not a file of
 * the build may be answered from there.
 */
const SCRIPT = 'export const answer = 42; // '.padEnd(400, 'x');
const PICTURE = '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"></svg>';
const SHELL = '<!doctype html><html><head></head><body><div id="root"></div></body></html>';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp(
    {},
    {
      clientFiles: {
        'assets/app-Ab12Cd34.js': SCRIPT,
        'assets/app-Ab12Cd34.js.br': brotliCompressSync(SCRIPT),
        'assets/app-Ab12Cd34.js.gz': gzipSync(SCRIPT),
        'images/widgets/banner.svg': PICTURE,
        'index.html': SHELL,
      },
    },
  );
});
afterAll(() => test.close());

const get = (path: string, headers: Record<string, string> = {}, method = 'GET') => test.app.request(path, { method, headers });
const bytes = async (response: Response) => Buffer.from(await response.arrayBuffer());

describe('files of the build', () => {
  it('sends a script as Brotli, gzip or as it is, by what the browser accepts, cached for a year', async () => {
    const br = await get('/assets/app-Ab12Cd34.js', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(br.status).toBe(200);
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(br.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(br.headers.get('vary')).toBe('Accept-Encoding');
    expect((await bytes(br)).equals(brotliCompressSync(SCRIPT))).toBe(true);

    const gz = await get('/assets/app-Ab12Cd34.js', { 'Accept-Encoding': 'gzip' });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect((await bytes(gz)).equals(gzipSync(SCRIPT))).toBe(true);

    const plain = await get('/assets/app-Ab12Cd34.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('content-length')).toBe(String(SCRIPT.length));
    expect((await bytes(plain)).toString()).toBe(SCRIPT);
  });

  it('sends a picture of the public folder for a day, with the security headers, a request id and no cookie', async () => {
    const response = await get('/images/widgets/banner.svg', { 'Accept-Encoding': 'br, gzip' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-request-id')).toMatch(/^[\w-]{20,}$/);
    expect(response.headers.get('last-modified')).toMatch(/GMT$/);
    expect(response.headers.getSetCookie()).toEqual([]);
    expect((await bytes(response)).toString()).toBe(PICTURE);
  });

  it('answers 304 to the version the browser has, and a HEAD with the length only', async () => {
    const first = await get('/images/widgets/banner.svg');
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^W\/"/);
    const again = await get('/images/widgets/banner.svg', { 'If-None-Match': etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    const head = await get('/images/widgets/banner.svg', {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(PICTURE.length));
    expect(await head.text()).toBe('');
  });

  it('leaves ranges, other methods, unknown files and the shell to the rest of the app', async () => {
    const range = await get('/images/widgets/banner.svg', { Range: 'bytes=0-3' });
    expect(range.status).toBe(206);
    expect(await range.text()).toBe(PICTURE.slice(0, 4));
    expect((await get('/assets/app-missing.js')).status).toBe(404);
    // The SPA's shell is never a file: the page handler answers for it.
    expect(await (await get('/index.html')).text()).not.toBe(SHELL);
    // A write to a file's path is not a file read: the XSRF check answers it (419, DECISIONS.md).
    expect((await get('/images/widgets/banner.svg', {}, 'POST')).status).toBe(419);
    // Paths that escape the folder never match a file.
    expect((await get('/images/../index.html')).status).not.toBe(200);
  });
});
