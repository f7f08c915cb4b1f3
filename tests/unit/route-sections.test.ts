import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ROUTES, matchRoute } from '../../src/shared/routes';
import { PAGE_QUERY } from '../../src/shared/route-tables/query';
import { PAGE_LOADERS } from '../../src/client/ssr/page-loaders';
import { PUBLIC_PAGES } from '../../src/client/public/PublicArea';
import { PUBLIC_ROUTES } from '../../src/shared/route-tables/public';

/**
 * Issue 29 item 4: a route is declared once, by its section, in its folder: `routes.ts` (its paths, and for a public
 * page the query parameters it reads), `pages.ts` (its screens), `loaders.ts` (a public page's data and head). The
 * tables the server and the browser read are put together from those; these checks stand in for the discovery the
 * server's build (esbuild, tsx) cannot do, so a section left out of a table fails here instead of answering 404.
 */
const routeFiles = import.meta.glob<Record<string, unknown>>('../../src/client/**/routes.ts', { eager: true });
const pageFiles = import.meta.glob<Record<string, unknown>>(['../../src/client/public/**/pages.ts', '../../src/client/auth/pages.ts'], { eager: true });
const loaderFiles = import.meta.glob<Record<string, unknown>>('../../src/client/public/**/loaders.ts', { eager: true });

const exportsNamed = (files: Record<string, Record<string, unknown>>, suffix: string) =>
  Object.entries(files).flatMap(([file, module]) =>
    Object.entries(module)
      .filter(([name]) => name.endsWith(suffix))
      .map(([name, value]) => ({ file, name, value })),
  );

describe('a section declares its routes once, in its folder', () => {
  it('makes the table the server and the browser match with of the routes the sections declare, each once', () => {
    const declared = exportsNamed(routeFiles, '_ROUTES').flatMap(({ value }) => value as { id: string }[]);
    const landing = exportsNamed(routeFiles, 'LANDING_ROUTE').map(({ value }) => value as { id: string });
    expect([...declared, ...landing].map((route) => route.id).sort()).toEqual(ROUTES.map((route) => route.id).sort());
  });

  it('keys each page by the query parameters its section declares, and no others', () => {
    const declared = Object.assign({}, ...exportsNamed(routeFiles, '_QUERY').map(({ value }) => value)) as Record<string, unknown>;
    expect(Object.keys(declared).length).toBeGreaterThan(10);
    expect(PAGE_QUERY).toEqual(declared);
  });

  it('gives every public route a page, and runs every loader a section declares', () => {
    const pages = new Set(Object.keys(PUBLIC_PAGES));
    // The account's registration is matched with the public table (its path is under /services) but drawn by the account.
    const drawnHere = PUBLIC_ROUTES.filter((route) => route.area !== 'account');
    expect(drawnHere.filter((route) => !pages.has(route.id)).map((route) => route.id)).toEqual([]);
    expect(pages.has('landing')).toBe(true);
    for (const { file, value } of exportsNamed(pageFiles, '_PAGES')) {
      expect(Object.keys(value as object).filter((id) => !pages.has(id)), file).toEqual([]);
    }
    for (const { file, value } of exportsNamed(loaderFiles, '_LOADERS')) {
      for (const [id, loader] of Object.entries(value as object)) expect(PAGE_LOADERS[id as keyof typeof PAGE_LOADERS], `${file} ${id}`).toBe(loader);
    }
  });

  it('gives every route of the account, the portal and the back office a screen of its section', async () => {
    const { ACCOUNT_PAGES } = await import('../../src/client/account/AccountArea');
    const { PORTAL_PAGES } = await import('../../src/client/portal/PortalArea');
    const { ADMIN_PAGES } = await import('../../src/client/admin/AdminArea');
    const screens = new Set([...Object.keys(ACCOUNT_PAGES), ...Object.keys(PORTAL_PAGES), ...Object.keys(ADMIN_PAGES)]);
    const signedIn = ROUTES.filter((route) => route.area === 'account' || route.area === 'portal' || route.area === 'admin');
    expect(signedIn.length).toBeGreaterThan(150);
    expect(signedIn.filter((route) => !screens.has(route.id)).map((route) => route.id)).toEqual([]);
    // Loading the three areas transforms most of the client: seconds on a busy 2-core machine, not the default 5.
  }, 30_000);

  it('keeps a section\'s routes.ts pure data: it imports the shared route vocabulary only, never client code', () => {
    for (const file of Object.keys(routeFiles)) {
      const source = readFileSync(new URL(file, import.meta.url), 'utf8');
      const imports = [...source.matchAll(/from '([^']+)'/g)].map((match) => match[1] as string);
      expect(imports.filter((path) => !path.includes('/shared/')), file).toEqual([]);
    }
  });

  it('never lets a route hide another: each route\'s own address, and its words in place of parameters, match it', () => {
    const hidden: string[] = [];
    for (const route of ROUTES) {
      if (route.lookup === 'landing') continue;
      const sample = route.path.replace(/:(\w+)\?/g, 'opt-1').replace(/:(\w+)/g, 'x-1');
      const found = matchRoute(sample)?.route.id;
      if (found !== route.id) hidden.push(`${route.path} (${sample}) is matched by ${found}`);
    }
    expect(hidden).toEqual([]);
  });
});
