import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
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

/** The site header: brand, navigation, account links and language switch. */
export function SiteHeader() {
  const { t } = useTranslation();
  return (
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
  );
}
