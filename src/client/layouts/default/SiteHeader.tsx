import { lazy, Suspense, useState } from 'react';
import { Link } from 'wouter';
import { useMenuDisclosure } from '../../lib/use-menu-disclosure';
import { AccountLinks } from './AccountLinks';
import { LanguageSwitch } from './LanguageSwitch';
import { HeaderBar } from './nav/HeaderBar';
import { loadMobileMenuPanel, MobileMenuButton } from './nav/MobileNav';
import { SearchForm } from './nav/SearchForm';
import { StaticDesktopMenus } from './nav/StaticDesktopMenus';
import { DESKTOP_QUERY, useMediaQuery } from './nav/use-media-query';
import { useNavMenus } from './nav/use-nav-data';

const loadDesktopMenus = () => import('./nav/DesktopMenus');
const DesktopMenus = lazy(loadDesktopMenus);
const MobileMenuPanel = lazy(loadMobileMenuPanel);
// On a desktop the chunk is fetched at once, beside the rest of the start-up work, not when the header first renders.
if (typeof window !== 'undefined' && window.matchMedia(DESKTOP_QUERY).matches) void loadDesktopMenus();

function Brand() {
  return (
    <Link href="/" className="shrink-0 rounded text-lg font-bold tracking-tight text-white">
      <span className="text-volt-500">Voltara</span> Test Equipment
    </Link>
  );
}

/**
 * The site header (SPEC.md section 2): the header bar, the brand, the header search box, account links and language
 * switch, the desktop navigation (from 1024 px), the tag mega-menu (from 1280 px; both loaded only on such screens) and
 * the mobile menu (below 1024 px).
 * Its strings live in the `nav` namespace (locales/<lang>/nav.json).
 */
export function SiteHeader() {
  const menus = useNavMenus();
  const desktop = useMediaQuery(DESKTOP_QUERY);
  // Escape and a new page close the mobile menu; Escape gives the focus back to its button.
  const { open: mobileOpen, toggle, close, buttonRef: menuButton, panelId } = useMenuDisclosure();
  // The mobile panel is made the first time it opens, and then kept (closed, it is hidden).
  const [panelMade, setPanelMade] = useState(false);
  if (mobileOpen && !panelMade) setPanelMade(true);

  return (
    <header className="bg-navy-900 text-white">
      <HeaderBar />
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
        <Brand />
        <SearchForm box="header" className="hidden w-full max-w-sm lg:ml-auto lg:flex" />
        <MobileMenuButton open={mobileOpen} controls={panelId} onToggle={toggle} buttonRef={menuButton} />
        <div className="order-last flex w-full flex-wrap items-center justify-between gap-x-3 gap-y-2 lg:order-none lg:w-auto lg:justify-end">
          <AccountLinks />
          <LanguageSwitch />
        </div>
      </div>
      {/* The rows keep their height while the menus' chunk and the tags load, so the page below does not jump. */}
      <div className="hidden min-h-[49px] lg:block xl:min-h-[82px]">
        {desktop ? (
          <Suspense fallback={<StaticDesktopMenus menus={menus} />}>
            <DesktopMenus menus={menus} />
          </Suspense>
        ) : (
          <StaticDesktopMenus menus={menus} />
        )}
      </div>
      {panelMade && (
        <Suspense fallback={null}>
          <MobileMenuPanel id={panelId} open={mobileOpen} menus={menus} onClose={close} />
        </Suspense>
      )}
    </header>
  );
}
