import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CachedReads } from '../../src/server/http/cached-reads';
import { siteListener } from '../../src/server/http/site-listener';
import type { Logger } from '../../src/server/logging/logger';
import { listenOnSocket, type SocketServer } from '../setup/socket-server';
import { createTestApp, type TestApp } from '../setup/test-app';

/**
 * The server's Node listener (src/server/http/site-listener.ts) writes cached answers itself and hands every other
 * request to Hono. Whatever happens in the fast lane, a visitor gets the answer the full chain gives: a lane that
 * fails is logged and the chain answers instead.
 */
let test: TestApp;
let site: SocketServer;
beforeAll(async () => {
  test = await createTestApp();
  site = await listenOnSocket(test.listener);
});
afterAll(async () => {
  await site.close();
  test.close();
});

/** A listener over the test's app with a fast lane of our own, and the warnings it logs. */
async function withLane(answer: CachedReads['answer'], run: (server: SocketServer) => Promise<void>): Promise<string[]> {
  const lines: string[] = [];
  const logger = pino({ level: 'warn' }, { write: (line: string) => lines.push(line) }) as unknown as Logger;
  const server = await listenOnSocket(siteListener(test.app, { answer, middleware: async (_c, next) => next() }, logger));
  try {
    await run(server);
  } finally {
    await server.close();
  }
  return lines;
}

async function countries(server: SocketServer) {
  const response = await server.get('/api/countries');
  expect(response.status).toBe(200);
  const list = (await response.json()) as { name: string }[];
  expect(list.some((country) => country.name === 'United Kingdom')).toBe(true);
}

describe("the server's listener", () => {
  it('answers from the chain when the fast lane throws, and logs it', async () => {
    const lines = await withLane(() => {
      throw new Error('cache unreadable');
    }, countries);
    expect(lines.join('\n')).toContain('cache unreadable');
  });

  it('answers from the chain when the fast lane fails later, and logs it', async () => {
    const lines = await withLane(() => Promise.reject(new Error('database gone')), countries);
    expect(lines.join('\n')).toContain('database gone');
  });

  it('answers from the chain when an answer cannot be written (a header Node refuses), and logs it', async () => {
    const lines = await withLane(() => ({ status: 200, headers: ['X-Broken', 'a\nb'], body: new Uint8Array(Buffer.from('{}')) }), countries);
    expect(lines.join('\n')).toContain('answered by the chain');
  });

  it('hands other methods to the chain: a POST without the XSRF token is refused with 419', async () => {
    const response = await site.send('/trpc/public.countries', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
    expect(response.status).toBe(419);
  });

  it('hands a target in absolute form to the chain, which answers it', async () => {
    const response = await site.get(`${site.url}/api/countries`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
  });

  it('writes a cached answer with its length, and a 304 without a body', async () => {
    await site.get('/api/countries');
    const cached = await site.get('/api/countries');
    const body = Buffer.from(await cached.arrayBuffer());
    expect(cached.headers.get('content-length')).toBe(String(body.length));
    expect(cached.headers.get('transfer-encoding')).toBeNull();
    const unchanged = await site.get('/api/countries', { 'If-None-Match': cached.headers.get('etag')! });
    expect(unchanged.status).toBe(304);
    expect(unchanged.headers.get('content-length')).toBeNull();
  });
});

describe('a target the lane must not read differently from Hono', () => {
  it('takes `//` as a path (not as a host before the path): no cached home page for it', async () => {
    expect((await site.get('/')).status).toBe(200);
    expect((await site.get('/')).headers.get('server-timing')).toBe('cache;desc="hit"');
    const doubled = await site.get('//');
    expect(doubled.headers.get('server-timing')).not.toBe('cache;desc="hit"');
    expect(doubled.status).toBe((await test.app.request('http://localhost//')).status);
  });

  it('leaves percent escapes and dot segments to Hono, which answers them as it always has', async () => {
    await site.get('/api/countries');
    for (const target of ['/api/%63ountries', '/api/x/../countries']) {
      const response = await site.get(target);
      expect(response.status).toBe(200);
      expect(((await response.json()) as unknown[]).length).toBeGreaterThan(200);
    }
  });
});
