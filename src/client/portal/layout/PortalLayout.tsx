import { Suspense, type ReactNode } from 'react';
import { Link } from 'wouter';
import { Spinner } from '../../components/ui/Spinner';
import { AccountLinks } from '../../layouts/default/AccountLinks';
import { LanguageSwitch } from '../../layouts/default/LanguageSwitch';
import { CloseIcon, MenuIcon } from '../../layouts/default/nav/icons';
import { useTranslation } from '../../lib/i18n-react';
import { useMenuDisclosure } from '../../lib/use-menu-disclosure';
import { PortalNav } from './PortalNav';

/**
 * The portal's own layout (docs/decisions/0049): a work tool, not a brochure. A slim header (brand, the portal's
 * name, the account links and the language switch), the sections the member may open as a side bar from 1024 px and
 * as a menu behind a button below, and the page; no hero banner, mega-menu, newsletter or marketing footer. It stays
 * mounted between portal pages: a page's chunk loads inside it.
 */
export function PortalLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('portal');
  const { t: common } = useTranslation();
  const menu = useMenuDisclosure();
  return (
    <div className="flex min-h-screen flex-col bg-slate-50">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:bg-white focus:p-2">
        {common('skipToContent')}
      </a>
      <header className="bg-navy-900 text-white">
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2">
          <Link href="/" className="shrink-0 rounded font-bold tracking-tight text-white">
            <span className="text-volt-500">Voltara</span> <span className="hidden sm:inline">Test Equipment</span>
          </Link>
          {/* The area's name, not a link: the account links beside it and the navigation's Dashboard lead to /portal. */}
          <span className="border-l border-white/25 pl-4 text-sm font-semibold text-white/90">{t('title')}</span>
          <button
            ref={menu.buttonRef}
            type="button"
            aria-expanded={menu.open}
            aria-controls={menu.panelId}
            onClick={menu.toggle}
            className="ml-auto inline-flex items-center gap-1.5 rounded border border-white/25 px-2.5 py-1.5 text-sm font-medium text-white hover:bg-white/10 lg:hidden"
            data-testid="portal-menu-button"
          >
            {menu.open ? <CloseIcon /> : <MenuIcon />}
            {t('nav.menu')}
          </button>
          <div className="flex w-full flex-wrap items-center justify-between gap-x-3 gap-y-2 lg:ml-auto lg:w-auto lg:justify-end">
            <AccountLinks />
            <LanguageSwitch />
          </div>
        </div>
      </header>
      <div className="flex flex-1 flex-col lg:flex-row">
        <PortalNav id={menu.panelId} open={menu.open} />
        <main id="main" className="min-w-0 flex-1">
          <Suspense fallback={<Spinner />}>{children}</Suspense>
        </main>
      </div>
    </div>
  );
}
