import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import { BreadcrumbTrail } from '../../components/ui/BreadcrumbTrail';
import type { Crumb } from '../../../shared/seo/json-ld';
import { Spinner } from '../../components/ui/Spinner';
import { Alert } from '../../components/ui/Alert';
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

/** While a page's data loads after a navigation (a server-rendered page has it already), or when it could not load. */
export function LoadState({ failed }: { failed: boolean }) {
  const { t } = useTranslation('library');
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      {failed ? (
        <Alert tone="error">
          {t('loadError')}
        </Alert>
      ) : (
        <Spinner />
      )}
    </div>
  );
}
