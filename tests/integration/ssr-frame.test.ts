import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { offers, widgets } from '../../src/server/db/schema';
import { CONTENT_AREAS } from '../../src/server/features/content/areas';
import { createApp } from '../../src/server/app';
import { DEMO_PASSWORD, HttpClient } from '../setup/http-client';
import { createTestApp, type TestApp } from '../setup/test-app';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

const html = async (path: string, headers: Record<string, string> = {}) => (await test.app.request(path, { headers })).text();
/** The texts of the desktop menu row the server sends (its triggers are disabled until the menus' chunk loads). */
const menuTriggers = (page: string) => [...page.matchAll(/<button type="button" class="group[^"]*" disabled="">([^<]+)</g)].map((m) => m[1]);

describe('the frame in the server HTML', () => {
  it('has the menus, the tag row, the footer and the search box before any script runs', async () => {
    const page = await html('/');
    expect(menuTriggers(page)).toEqual(['Products', 'Offers', 'Services', 'About', 'Distributors', 'Resources']);
    expect(page).toContain('href="/tags/');
    expect(page).toContain('href="/applications/');
    expect(page).toMatch(/©(<!-- -->)? ?(<!-- -->)?2024/);
    expect(page).toMatch(/<h1[^>]*>Holiday detectors, spark testers/);
  });

  it("renders the header's own newsletter link (?newsletter=signup) on the server, not the client shell", async () => {
    const page = await html('/?newsletter=signup');
    expect(page).toMatch(/<h1[^>]*>Holiday detectors, spark testers/);
    expect(menuTriggers(page)).toContain('Products');
  });

  it('leaves the Offers menu out when no offer is running', async () => {
    await test.deps.db.update(offers).set({ endsAt: new Date(Date.now() - 86_400_000) });
    await test.deps.cache.bump('offers');
    expect(menuTriggers(await html('/contact'))).toEqual(['Products', 'Services', 'About', 'Distributors', 'Resources']);
  });

  it('is the same for every visitor: a signed-in visitor gets no name, no account links and no edit links', async () => {
    const browser = new HttpClient(test);
    await browser.request('POST', '/trpc/public.signIn', { body: { email: 'admin@demo.test', password: DEMO_PASSWORD } });
    const headers = { Cookie: browser.cookieHeader() };
    const page = await html('/', headers);
    expect(page).not.toContain('Admin Demo');
    expect(page).not.toContain('admin@demo.test');
    expect(page).not.toContain('/admin/content/widgets/');
    expect(page).toContain('href="/login"');
  });

  it('renders the German frame with ?lang=de', async () => {
    const page = await html('/contact?lang=de');
    expect(page).toContain('<html lang="de"');
    expect(menuTriggers(page)).toContain('Produkte');
  });

  it('answers with the client-rendered shell when the renderer fails', async () => {
    const app = createApp(test.deps, {
      clientDir: 'no-such-build',
      loadRenderer: async () => ({
        SSR_STATE_ID: 'ssr-state',
        renderPage: () => Promise.reject(new Error('render exploded')),
      }),
    });
    const ok = await app.request('/products');
    expect(ok.status).toBe(200);
    const body = await ok.text();
    expect(body).toContain('<div id="root"></div>');
    expect(body).not.toContain('render exploded');
    expect((await app.request('/no/such/page')).status).toBe(404);
  });

  it('sends the header banner in its five sizes as one picture, the browser picking by window width', async () => {
    const page = await html('/product/vh-15-portable-dc-holiday-detector');
    const picture = /<picture>([\s\S]*?)<\/picture>/.exec(page)?.[1] ?? '';
    const sources = [...picture.matchAll(/<source media="\(min-width: (\d+)px\)" srcSet="([^"]+)"/g)].map((m) => [m[1], m[2]]);
    expect(sources).toEqual([
      ['1280', '/images/widgets/header-xl.svg'],
      ['1024', '/images/widgets/header-lg.svg'],
      ['768', '/images/widgets/header-md.svg'],
      ['640', '/images/widgets/header-sm.svg'],
    ]);
    expect(picture).toMatch(/<img src="\/images\/widgets\/header-xs.svg" alt="Voltara Test Equipment: [^"]+"[^>]* fetchPriority="high"/i);
    const german = await html('/product/vh-15-portable-dc-holiday-detector?lang=de');
    expect(german).toMatch(/<img src="\/images\/widgets\/header-xs-de.svg" alt="[^"]*Jede Pore gefunden/);
  });

  it('keeps a reserved box instead when a header widget is not an image', async () => {
    await test.deps.db.update(widgets).set({ type: 'HTML' }).where(eq(widgets.name, 'header_md'));
    await test.deps.cache.bump(CONTENT_AREAS.widgets);
    const page = await html('/contact');
    expect(page).not.toContain('<picture>');
    expect(page).toMatch(/<aside[^>]*><div class="w-full bg-navy-900 aspect-\[640\/160\]/);
    await test.deps.db.update(widgets).set({ type: 'IMAGE' }).where(eq(widgets.name, 'header_md'));
    await test.deps.cache.bump(CONTENT_AREAS.widgets);
    expect(await html('/contact')).toContain('<picture>');
  });
});
