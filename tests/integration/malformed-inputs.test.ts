import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appRouter } from '../../src/server/trpc/app-router';
import { createTestApp, type TestApp } from '../setup/test-app';
import { HttpClient } from '../setup/http-client';

/**
 * Issue 28: no request of any shape gets a 5xx. Every tRPC procedure (read from the router itself, so a new one is
 * walked without editing this file) and every REST route (read from the Hono app) is sent malformed inputs, as a
 * visitor and as a signed-in admin, over HTTP through the whole stack; any answer of 500 or more fails.
 */
let test: TestApp;
let admin: HttpClient;
let visitor: HttpClient;

beforeAll(async () => {
  test = await createTestApp();
  admin = new HttpClient(test, '198.51.100.60');
  await admin.signIn('admin@demo.test');
  visitor = new HttpClient(test, '198.51.100.61');
  await visitor.get('/');
});
afterAll(() => test.close());

type AnyProcedure = { _def: { type: 'query' | 'mutation' | 'subscription' } };
const procedures = Object.entries(appRouter._def.procedures as unknown as Record<string, AnyProcedure>)
  // Signing out would end the admin's session for the rest of the walk; it takes no input anyway.
  .filter(([path]) => !/signOut$/.test(path));

const nested = (depth: number): unknown => {
  let value: unknown = 'leaf';
  for (let level = 0; level < depth; level++) value = level % 2 ? { a: value } : [value];
  return value;
};
const deepArray = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

/** The values every input is tried with: wrong types, edge numbers, hostile text, prototype names, size and depth. */
const VALUES: Array<[string, unknown]> = [
  ['null', null],
  ['array', [1, 'a', null]],
  ['string', 'x'],
  ['number', -1],
  ['huge number', 1e308],
  ['boolean', true],
  ['empty object', {}],
  ['NUL text', { id: 'a\u0000b', search: 'abc\u0000def', q: '\u0000\u0000\u0000', name: 'a\u0000' }],
  ['lone surrogate', { id: '\uD800', search: '\uDC00abc', q: 'abc\uD800', name: '\uD800' }],
  ['prototype names', JSON.parse('{"__proto__": {"admin": true}, "constructor": {"prototype": {"x": 1}}, "toString": 1, "valueOf": "x"}')],
  ['wrong field types', { id: { $gt: 0 }, page: 'NaN', perPage: -5, search: ['a'], ids: 'x', filters: 'x', sort: { a: 1 }, locale: 'xx', courseId: 'abc' }],
  ['extreme numbers', { id: Number.MAX_SAFE_INTEGER + 2, page: 1e12, perPage: 1e9, courseId: -0, productId: 1.5 }],
  ['long text', { search: 'x'.repeat(5_000), q: 'é'.repeat(5_000), name: 'n'.repeat(5_000), id: '9'.repeat(400) }],
  ['deep', nested(40)],
];

/** Larger than a query string should carry: sent to mutations only. */
const BODY_ONLY: Array<[string, string]> = [
  ['huge string', JSON.stringify({ search: 'x'.repeat(600_000), name: 'y'.repeat(200_000) })],
  ['deep array', deepArray(20_000)],
  ['not JSON', '{"a":'],
];

async function call(client: HttpClient, path: string, type: 'query' | 'mutation', raw: string): Promise<number> {
  if (type === 'query') return (await client.get(`/trpc/${path}?input=${encodeURIComponent(raw)}`)).status;
  return (await client.request('POST', `/trpc/${path}`, { rawBody: raw })).status;
}

describe('every tRPC procedure answers malformed input without a 5xx', () => {
  it('walks the router', () => expect(procedures.length).toBeGreaterThan(100));

  for (const [who, client] of [['visitor', () => visitor], ['admin', () => admin]] as const) {
    it(`as ${who}`, { timeout: 600_000 }, async () => {
      const failures: string[] = [];
      for (const [path, procedure] of procedures) {
        if (procedure._def.type === 'subscription') continue;
        const type = procedure._def.type;
        const inputs: Array<[string, string]> = VALUES.map(([name, value]) => [name, JSON.stringify(value)]);
        if (type === 'mutation') inputs.push(...BODY_ONLY);
        for (const [name, raw] of inputs) {
          const status = await call(client(), path, type, raw);
          if (status >= 500) failures.push(`${path} (${type}) with ${name}: ${status}`);
        }
      }
      expect(failures).toEqual([]);
    });
  }
});

/** The REST routes as the app registered them, with each path parameter filled by a hostile value. */
function restRoutes(): Array<{ method: string; path: string }> {
  const seen = new Set<string>();
  const routes: Array<{ method: string; path: string }> = [];
  for (const route of test.app.routes) {
    if (!route.path.startsWith('/api') && !route.path.startsWith('/logout') && !route.path.startsWith('/events') && !route.path.startsWith('/media')) continue;
    const method = route.method === 'ALL' ? 'GET' : route.method;
    const key = `${method} ${route.path}`;
    if (seen.has(key) || !['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].includes(method)) continue;
    seen.add(key);
    routes.push({ method, path: route.path });
  }
  return routes;
}

const PARAMS = ['0', '00001', '-1', '1e3', '%00', '%EF%BF%BF', '%D8%00', '__proto__', 'constructor', 'x'.repeat(2_000), '9'.repeat(40), '..%2F..%2Fetc%2Fpasswd'];

function fill(path: string, value: string): string {
  // `:name{regex}` and `:name` alike; a trailing `*` too.
  return path.replace(/:[A-Za-z_]+(\{[^}]*\})?/g, value).replace(/\*$/, value);
}

describe('every REST route answers malformed input without a 5xx', () => {
  it('walks the app', { timeout: 300_000 }, async () => {
    const routes = restRoutes();
    expect(routes.length).toBeGreaterThan(15);
    const failures: string[] = [];
    for (const { method, path } of routes) {
      for (const client of [visitor, admin]) {
        for (const value of PARAMS) {
          const url = fill(path, value);
          const queries = ['', '?query=%00', '?query={"search":"a\\u0000bc"}', '?children=__proto__&products=[]', `?name=${'%00'.repeat(3)}`, '?lang=xx&page=-1'];
          for (const query of queries) {
            const status = (await client.request(method, `${url}${query}`, method === 'GET' ? {} : { rawBody: 'null' })).status;
            if (status >= 500) failures.push(`${method} ${url}${query}: ${status}`);
          }
        }
        if (method !== 'GET') {
          for (const [name, raw] of [...VALUES.map(([n, v]) => [n, JSON.stringify(v)] as [string, string]), ...BODY_ONLY]) {
            const status = (await client.request(method, fill(path, '1'), { rawBody: raw })).status;
            if (status >= 500) failures.push(`${method} ${fill(path, '1')} with ${name}: ${status}`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
  });
});
