import { describe, expect, it } from 'vitest';
import { matchRoute, ROUTES, routeTitleKey } from '../../src/shared/routes';

describe('the route table', () => {
  it('matches SPEC.md paths to their route and parameters', () => {
    expect(matchRoute('/')?.route.id).toBe('home');
    expect(matchRoute('/reset-password/abc123')).toMatchObject({ route: { id: 'resetPassword' }, params: { token: 'abc123' } });
    expect(matchRoute('/resources/downloads')?.route.id).toBe('downloads');
    expect(matchRoute('/resources/downloads/7')?.params).toEqual({ id: '7' });
    expect(matchRoute('/products')?.route.id).toBe('products');
    expect(matchRoute('/products/spark-testers')?.params).toEqual({ slug: 'spark-testers' });
    expect(matchRoute('/admin/settings/countries')).toMatchObject({ route: { id: 'admin.settings.countries', permission: 'admin:access', layout: 'admin' } });
    expect(matchRoute('/admin/content/widgets/add')?.route.id).toBe('admin.content.widgets.add');
    expect(matchRoute('/admin/content/widgets/12')?.route.id).toBe('admin.content.widgets.edit');
    expect(matchRoute('/admin/content/faqs/add')?.route.id).toBe('admin.content.faqs.edit'); // faqs has no add page
    expect(matchRoute('/distributors/apply')?.route.id).toBe('distributorApply');
    expect(matchRoute('/distributors/scandinavia')?.route.id).toBe('distributorArea');
    expect(matchRoute('/portal/users')?.route.permission).toBe('portal:manage-company');
    expect(matchRoute('/guides/3')?.route.layout).toBe('blank');
    expect(matchRoute('/services/registration')?.route.permission).toBe('account:self');
    expect(matchRoute('/confirm-password')?.route.permission).toBe('auth:confirm-password');
  });

  it('sends any single segment to the landing-page lookup and deeper unknown paths to nothing', () => {
    expect(matchRoute('/some-campaign')?.route.lookup).toBe('landing');
    expect(matchRoute('/no/such/page')).toBeNull();
    expect(matchRoute('/admin/nothing-here')).toBeNull();
    expect(matchRoute('/%E0%A4%A')).toBeNull();
  });

  it('has unique ids, guards every account, portal and admin route, and lists the 15 admin menu sections', () => {
    const ids = ROUTES.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const r of ROUTES) {
      if (['account', 'portal', 'admin'].includes(r.area)) expect(r.permission, r.path).toBeDefined();
    }
    expect(routeTitleKey('admin.settings.countries')).toBe('admin_settings_countries');
  });
});

describe("the browser's tables (the public one first, an area's with the area)", () => {
  /** A path for each route: parameters filled in, optional ones with and without a value, in two letter cases. */
  const samplePaths = ROUTES.flatMap((r) => {
    const filled = r.path.replace(/:(\w+)\?/g, 'opt-1').replace(/:(\w+)/g, 'x-1');
    const bare = r.path.replace(/\/:(\w+)\?/g, '').replace(/:(\w+)/g, 'x-1');
    return [filled, bare || '/', filled.toUpperCase(), `${filled}/`];
  });
  const unknown = ['/admin/nothing-here', '/account/zzz', '/portal/no/such', '/ADMIN', '/Account/', '/administration', '/portals', '/no/such/page'];

  it('match every path to the route the joined table of the server matches', async () => {
    const { createMatcher } = await import('../../src/shared/route-tables/define');
    const { AREA_TABLES, matchPublicRoute, prefixedAreaOf } = await import('../../src/client/router/route-tables');
    for (const path of [...samplePaths, ...unknown]) {
      const area = prefixedAreaOf(path);
      const client = area ? createMatcher(await AREA_TABLES[area]())(path) : matchPublicRoute(path);
      expect(client?.route.id ?? null, path).toBe(matchRoute(path)?.route.id ?? null);
      expect(client?.params ?? null, path).toEqual(matchRoute(path)?.params ?? null);
    }
    expect(prefixedAreaOf('/administration')).toBeNull();
    expect(prefixedAreaOf('/Portal/users')).toBe('portal');
  });

  it('keep every account, portal and admin route out of the public table', async () => {
    const { PUBLIC_ROUTES, AREA_PREFIX } = await import('../../src/shared/route-tables/public');
    for (const r of PUBLIC_ROUTES) expect(AREA_PREFIX.test(r.path), r.path).toBe(false);
    expect(PUBLIC_ROUTES.filter((r) => r.area === 'portal' || r.area === 'admin')).toEqual([]);
  });
});
