import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from '../lib/i18n-react';
import { Link, useLocation } from 'wouter';
import { AccountLinks } from '../layouts/default/AccountLinks';
import { LanguageSwitch } from '../layouts/default/LanguageSwitch';
import { NewCountBadge } from './enquiries/NewCountBadge';
import { ADMIN_ROUTES } from '../../shared/route-tables/admin';
import { addressOf } from '../../shared/route-tables/define';
import type { AdminRouteId } from '../../shared/route-tables/ids';

/**
 * SPEC.md section 2: the admin side menu, its 15 items in this order (plus the enquiries inbox of issue 9), the last
 * one back to the public site. Each names the route of its screen; its address is that route's path (the route table),
 * so a menu entry cannot point where no screen is (tests/unit/route-sections.test.ts: every route has one).
 */
const MENU: ReadonlyArray<{
  key: string;
  routeId: AdminRouteId | null;
  also?: readonly string[];
  /** Shown after the label (a count that asks for attention). */
  badge?: ComponentType;
}> = [
  { key: 'menu.dashboard', routeId: 'admin.dashboard' },
  { key: 'menu.users', routeId: 'admin.users' },
  { key: 'menu.courses', routeId: 'admin.courses' },
  { key: 'menu.distributors', routeId: 'admin.distributors' },
  // The catalogue: the product list, and the category pages (/admin/categories/...) it links to.
  { key: 'menu.products', routeId: 'admin.products', also: ['/admin/categories'] },
  { key: 'menu.serials', routeId: 'admin.serials' },
  { key: 'menu.serviceTools', routeId: 'admin.servicetools' },
  { key: 'menu.returns', routeId: 'admin.returns' },
  // Not one of SPEC.md's 15: the public forms' inbox (issue 9), beside the returns as the other customer requests.
  { key: 'menu.enquiries', routeId: 'admin.enquiries', badge: NewCountBadge },
  { key: 'menu.content', routeId: 'admin.content' },
  { key: 'menu.downloads', routeId: 'admin.downloads' },
  { key: 'menu.certificates', routeId: 'admin.certificates' },
  { key: 'menu.settings', routeId: 'admin.settings' },
  { key: 'menu.agreements', routeId: 'admin.agreements' },
  { key: 'menu.logs', routeId: 'admin.logs' },
  { key: 'menu.exit', routeId: null },
];

/** The routes' addresses, by id (`/admin/downloads/:id?` is the downloads' index at `/admin/downloads`). */
const pathOf = new Map<string, string>(ADMIN_ROUTES.map((route) => [route.id, addressOf(route)]));

const ADMIN_MENU = MENU.map((item) => ({ ...item, href: item.routeId ? (pathOf.get(item.routeId) ?? '/admin') : '/' }));

function isCurrent(location: string, href: string, also: readonly string[] = []): boolean {
  if (href === '/admin' || href === '/') return location === href;
  const section = href.split('/').slice(0, 3).join('/');
  return [section, ...also].some((prefix) => location === prefix || location.startsWith(`${prefix}/`));
}

export function AdminLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('admin');
  const [location] = useLocation();
  return (
    <div className="flex min-h-screen flex-col md:flex-row">
      <aside className="bg-navy-950 text-white md:w-60 md:shrink-0">
        <div className="px-4 py-4 text-lg font-bold">
          <span className="text-volt-500">Voltara</span> {t('console')}
        </div>
        <nav aria-label={t('menu.label')}>
          <ul className="flex flex-wrap gap-1 px-2 pb-4 text-sm md:flex-col md:flex-nowrap">
            {ADMIN_MENU.map((item) => (
              <li key={item.key}>
                <Link
                  href={item.href}
                  aria-current={isCurrent(location, item.href, item.also) ? 'page' : undefined}
                  className="block rounded px-3 py-2 hover:bg-white/10 aria-[current=page]:bg-navy-800 aria-[current=page]:font-semibold"
                >
                  {t(item.key)}
                  {item.badge && <item.badge />}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </aside>
      <div className="flex min-w-0 flex-1 flex-col bg-slate-50">
        <header className="flex items-center justify-end gap-3 bg-navy-900 px-4 py-2 text-white">
          <AccountLinks />
          <LanguageSwitch />
        </header>
        <main id="main" className="flex-1 p-4 md:p-8">
          {children}
        </main>
      </div>
    </div>
  );
}
