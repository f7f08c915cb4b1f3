import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { BRAND } from '../../../shared/settings/brand';
import { AccountLinks } from './AccountLinks';
import { LanguageSwitch } from './LanguageSwitch';

const NAV: Array<{ href: string; key: string }> = [
  { href: '/products', key: 'nav.products' },
  { href: '/services/calibration', key: 'nav.services' },
  { href: '/about', key: 'nav.about' },
  { href: '/distributors', key: 'nav.distributors' },
  { href: '/resources/downloads', key: 'nav.resources' },
  { href: '/contact', key: 'nav.contact' },
];

/** The default layout: a plain header and footer (the full frame with menus and widgets comes with issue 3). */
export function DefaultLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-screen flex-col">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:bg-white focus:p-2">
        {t('skipToContent')}
      </a>
      <header className="bg-navy-900 text-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-4 px-4 py-3">
          <Link href="/" className="text-lg font-bold tracking-tight">
            <span className="text-volt-500">Voltara</span> Test Equipment
          </Link>
          <nav aria-label={t('nav.main')} className="order-3 w-full md:order-none md:w-auto">
            <ul className="flex flex-wrap gap-1 text-sm">
              {NAV.map((item) => (
                <li key={item.href}>
                  <Link href={item.href} className="block rounded px-2 py-1 hover:bg-white/10">
                    {t(item.key)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <div className="flex items-center gap-3">
            <AccountLinks />
            <LanguageSwitch />
          </div>
        </div>
      </header>
      <main id="main" className="flex-1">
        {children}
      </main>
      <footer className="bg-navy-950 text-sm text-white/80">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-4 px-4 py-6">
          <p>
            © {BRAND.copyrightYear} {BRAND.name}
          </p>
          <nav aria-label={t('nav.legal')}>
            <ul className="flex gap-4">
              <li><Link href="/legal/terms" className="hover:text-white">{t('footer.terms')}</Link></li>
              <li><Link href="/legal/privacy" className="hover:text-white">{t('footer.privacy')}</Link></li>
              <li><Link href="/legal/policies" className="hover:text-white">{t('footer.policies')}</Link></li>
            </ul>
          </nav>
        </div>
      </footer>
    </div>
  );
}
