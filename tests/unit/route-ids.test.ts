import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../src/shared/locales';
import { ROUTES, type RouteId, type SignedInRouteId } from '../../src/shared/routes';
import { PAGE_QUERY } from '../../src/shared/route-tables/query';
import type { PageLoader } from '../../src/client/ssr/load-context';
import { PAGE_LOADERS } from '../../src/client/ssr/page-loaders';
import { signedInHead } from '../../src/client/ssr/signed-in-heads';
import { i18nFor } from '../../src/client/ssr/server-i18n';

/**
 * Issue 29 item 4: route ids are a type derived from the route tables, so every list keyed by route id is checked by
 * the compiler (the @ts-expect-error lines fail `npm run typecheck` the day a misspelt id compiles), and every page
 * behind a login has a translated title of its own, applied by the same head builder as the public pages.
 */
describe('route ids', () => {
  it('are a type: a misspelt id does not compile, in a route id or in a list keyed by them', () => {
    // @ts-expect-error 'accountPasword' names no route
    const misspelt: RouteId = 'accountPasword';
    // @ts-expect-error a loader declared for a route that does not exist
    const loaders: typeof PAGE_LOADERS = { evnts: (async () => ({ found: true, head: { title: '', description: '' } })) satisfies PageLoader };
    // @ts-expect-error a query parameter declared for a route that does not exist
    const query: typeof PAGE_QUERY = { serch: ['q'] };
    expect([misspelt, loaders, query]).toHaveLength(3);
  });

  it('name routes of the table in every keyed list (ids at run time as well)', () => {
    const ids = new Set<string>(ROUTES.map((route) => route.id));
    expect(Object.keys(PAGE_LOADERS).filter((id) => !ids.has(id))).toEqual([]);
    expect(Object.keys(PAGE_QUERY).filter((id) => !ids.has(id))).toEqual([]);
    expect(ids.size).toBe(ROUTES.length);
  });
});

describe('the head of a page behind a login', () => {
  const signedIn = ROUTES.filter((route) => ['account', 'portal', 'admin'].includes(route.area) && route.id !== 'registration');
  const routeOf = (id: SignedInRouteId) => ROUTES.find((route) => route.id === id)!;

  it('is its route title and a description in each of the six languages, never a raw key, never indexed', () => {
    expect(signedIn.length).toBeGreaterThan(150);
    const problems: string[] = [];
    for (const locale of LOCALES) {
      const t = i18nFor(locale).t;
      for (const route of signedIn) {
        const id = route.id;
        const head = signedInHead(route, t);
        if (!head.title || /^[\w.-]+$/.test(head.title) && head.title.includes('_')) problems.push(`${locale} ${id}: title "${head.title}"`);
        if (!head.description || /^[\w-]+:[\w.]+$|^[a-z]+\.[\w.]+$/.test(head.description)) problems.push(`${locale} ${id}: description "${head.description}"`);
        if (!head.noindex) problems.push(`${locale} ${id}: indexed`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('says what the page is for in the visitor language (German differs from English), with the brand where SPEC.md puts it', () => {
    const en = i18nFor('en').t;
    const de = i18nFor('de').t;
    expect(signedInHead(routeOf('admin.settings.countries'), en)).toMatchObject({ title: 'Manage Countries', description: expect.stringContaining('Voltara Test Equipment') });
    expect(signedInHead(routeOf('admin.users'), de).description).not.toBe(signedInHead(routeOf('admin.users'), en).description);
    expect(signedInHead(routeOf('accountProfile'), de).title).not.toBe(signedInHead(routeOf('accountProfile'), en).title);
    expect(signedInHead(routeOf('admin.content.faqs'), en).description).toBe('Manage FAQs');
  });
});
