import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import { PublicPageFrame } from '../PublicPageFrame';
import { Link } from 'wouter';
import type { DealerCountry } from '../../../shared/dealers/dealers.types';
import { dealerCrumbs } from './heads';
import { LINK } from '../../components/ui/format';

/**
 * The frame of a dealer page: the breadcrumb trail (the same crumbs as its BreadcrumbList), the page's one h1 and
 * its lead, then the page's sections.
 */
export function DealerShell({ title, lead, country, children }: { title: string; lead?: ReactNode; country?: DealerCountry; children: ReactNode }) {
  const { t } = useTranslation('dealers');
  const crumbs = dealerCrumbs(t, country);
  return (
    <PublicPageFrame crumbs={crumbs} crumbsLabel={t('breadcrumbs')} title={title} lead={lead}>
      {children}
    </PublicPageFrame>
  );
}

/** SPEC.md: 'my country is not listed' leads to the contact form. */
export function NotListed() {
  const { t } = useTranslation('dealers');
  return (
    <aside className="mt-10 rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
      <Link href="/contact" className={`text-lg ${LINK}`}>
        {t('notListed.link')}
      </Link>
      <p className="mt-2 max-w-3xl text-slate-700">{t('notListed.text')}</p>
    </aside>
  );
}
