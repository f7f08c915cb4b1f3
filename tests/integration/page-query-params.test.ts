import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_QUERY, queryParamsOf, type QueryParam } from '../../src/shared/route-tables/query';
import { matchRoute, rendersOnServer, ROUTES, type RouteDef } from '../../src/shared/routes';
import { createTestApp, type TestApp } from '../setup/test-app';

/**
 * A server-rendered page reads only the query parameters its route declares (src/shared/route-tables/query.ts). The
 * page cache keeps a page under those alone and renders it without any other, so a parameter a page reads but its
 * route forgets would serve every visitor the page as if the parameter were absent.
 *
 * Every server-rendered route is rendered here through the app, with no query and with every parameter it declares,
 * while each name a `URLSearchParams` is asked for (get, has, getAll: how pages, loaders and the frame read
 * `useSearch()` and the loader's `search`) is recorded. A name outside the route's declaration fails the test; so
 * does a new route this file cannot render.
 */
let test: TestApp;

/** A value for each parameter, of the shape its page expects, so that reads behind another parameter happen too. */
const SAMPLE_VALUES: Record<QueryParam, string> = {
  page: '2',
  q: 'holiday',
  search: 'holiday',
  application: 'pipeline-coating',
  tag: 'portable',
  product: 'vh-15-portable-dc-holiday-detector',
  area: 'de',
  thickness: '500',
  unit: 'um',
  code: 'ABC-123',
  redirect: '/account',
  denied: '1',
  verified: '1',
  email: 'someone@example.com',
  newsletter: 'confirmed',
};

/** Paths of routes the sitemap does not list (auth screens, pages reached from mail or a QR code). */
const fallbackPath = (route: RouteDef) => route.path.replace(/\/:\w+\?/g, '').replace(/:\w+/g, 'sample-value') || '/';

const read = new Set<string>();
const originals = {
  get: URLSearchParams.prototype.get,
  has: URLSearchParams.prototype.has,
  getAll: URLSearchParams.prototype.getAll,
};

beforeAll(async () => {
  test = await createTestApp();
  URLSearchParams.prototype.get = function get(this: URLSearchParams, name: string) {
    read.add(name);
    return originals.get.call(this, name);
  };
  URLSearchParams.prototype.has = function has(this: URLSearchParams, name: string, value?: string) {
    read.add(name);
    return value === undefined ? originals.has.call(this, name) : originals.has.call(this, name, value);
  };
  URLSearchParams.prototype.getAll = function getAll(this: URLSearchParams, name: string) {
    read.add(name);
    return originals.getAll.call(this, name);
  };
});
afterAll(() => {
  Object.assign(URLSearchParams.prototype, originals);
  test.close();
});

/** The names read while the app answered `path`, or null when it did not render the page (a cache hit, the shell). */
async function namesReadRendering(path: string): Promise<Set<string> | null> {
  read.clear();
  const response = await test.app.request(path);
  const html = await response.text();
  expect(response.status, path).toBeLessThan(500);
  if (!/^render;dur=/.test(response.headers.get('server-timing') ?? '')) return null;
  expect(html, `${path} was rendered on the server`).toContain('id="ssr-state"');
  return new Set(read);
}

describe('the query parameters server-rendered pages read', () => {
  it('are declared by their routes, for every server-rendered route', async () => {
    const sitemap = await (await test.app.request('/sitemap.xml')).text();
    const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((found) => new URL(found[1]!.replaceAll('&amp;', '&')).pathname);
    const rendered = ROUTES.filter(rendersOnServer);
    const undeclared: string[] = [];
    let renders = 0;
    for (const route of rendered) {
      const path = listed.find((candidate) => matchRoute(candidate)?.route === route) ?? fallbackPath(route);
      expect(matchRoute(path)?.route, `a path of ${route.id}`).toBe(route);
      const declared = queryParamsOf(route.id);
      const every = new URLSearchParams(declared.map((name) => [name, SAMPLE_VALUES[name]]));
      for (const query of ['', every.toString()]) {
        const names = await namesReadRendering(query ? `${path}?${query}` : path);
        if (!names) continue;
        renders += 1;
        // `lang` picks the language (the locale middleware, the fast lane): it is not a page's parameter.
        for (const name of names) if (name !== 'lang' && !declared.includes(name as QueryParam)) undeclared.push(`${route.id} (${path}) reads ?${name}`);
      }
    }
    expect(undeclared).toEqual([]);
    expect(renders).toBeGreaterThanOrEqual(rendered.length);
  });

  it('are declared only for routes that exist and render on the server (a misspelt id would declare nothing)', () => {
    const serverRendered = new Set<string>(ROUTES.filter(rendersOnServer).map((route) => route.id));
    expect(Object.keys(PAGE_QUERY).filter((id) => !serverRendered.has(id))).toEqual([]);
  });

  it('are seen by this test: the pages that read a parameter are recorded reading it', async () => {
    // Guards the recorder itself: if pages stopped reading through URLSearchParams, the test above would pass blind.
    const namesOf = async (path: string) => [...((await namesReadRendering(path)) ?? [])];
    expect(await namesOf('/distributors?area=fr')).toContain('area');
    expect(await namesOf('/resources/testvoltage?thickness=300&unit=mil')).toEqual(expect.arrayContaining(['thickness', 'unit']));
    expect(await namesOf('/blog?page=3')).toContain('page');
  });
});
