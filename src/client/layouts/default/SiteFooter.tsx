import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { BRAND } from '../../../shared/settings/brand';

/** The footer: legal links and the copyright line (SPEC.md: 2024 with the brand). */
export function SiteFooter() {
  const { t } = useTranslation();
  return (
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
  );
}
