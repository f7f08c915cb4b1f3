import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import { BreadcrumbTrail } from '../../components/ui/BreadcrumbTrail';
import type { Crumb } from '../../../shared/seo/json-ld';
import { PublicPageFrame } from '../PublicPageFrame';

/** The breadcrumb trail: the same crumbs as the page's BreadcrumbList, the last one the current page. */
export function Crumbs({ crumbs, className = '' }: { crumbs: readonly Crumb[]; className?: string }) {
  const { t } = useTranslation('library');
  return <BreadcrumbTrail crumbs={crumbs} label={t('breadcrumbs')} className={className} />;
}

/** The frame of the downloads and questionnaire pages: crumbs, the page's one h1, a lead, then the page. */
export function LibraryShell({ crumbs, title, lead, children }: { crumbs: readonly Crumb[]; title: string; lead?: string; children: ReactNode }) {
  const { t } = useTranslation('library');
  return (
    <PublicPageFrame crumbs={crumbs} crumbsLabel={t('breadcrumbs')} title={title} lead={lead}>
      {children}
    </PublicPageFrame>
  );
}
