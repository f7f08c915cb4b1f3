import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import { HeaderWidget } from '../../public/widgets/HeaderWidget';
import { CookieConsent } from './consent/CookieConsent';
import { NewsletterProvider } from './newsletter/newsletter-context';
import { NewsletterSlot } from './newsletter/NewsletterSlot';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';

/**
 * The default layout (SPEC.md section 2): header bar, navigation and mega-menu, the header widget, the page, the
 * footer, the cookie banner and the newsletter modal. It stays mounted while the visitor moves between its pages.
 */
export function DefaultLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <NewsletterProvider>
      <div className="flex min-h-screen flex-col">
        <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:bg-white focus:p-2">
          {t('skipToContent')}
        </a>
        <SiteHeader />
        <HeaderWidget />
        <main id="main" className="flex-1">
          {children}
        </main>
        <SiteFooter />
      </div>
      <CookieConsent />
      <NewsletterSlot />
    </NewsletterProvider>
  );
}
