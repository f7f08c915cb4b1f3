import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import { BreadcrumbTrail } from '../../components/ui/BreadcrumbTrail';
import type { Crumb } from '../../../shared/seo/json-ld';
import { Spinner } from '../../components/ui/Spinner';
import { Alert } from '../../components/ui/Alert';

/** The breadcrumb trail: the same crumbs as the page's BreadcrumbList, the last one the current page. */
export function Crumbs({ crumbs, className = '' }: { crumbs: readonly Crumb[]; className?: string }) {
  const { t } = useTranslation('library');
  return <BreadcrumbTrail crumbs={crumbs} label={t('breadcrumbs')} className={className} />;
}

/** The frame of the downloads and questionnaire pages: crumbs, the page's one h1, a lead, then the page. */
export function LibraryShell({ crumbs, title, lead, children }: { crumbs: readonly Crumb[]; title: string; lead?: string; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <Crumbs crumbs={crumbs} />
      <h1 className="mt-4 text-3xl font-bold text-navy-900 md:text-4xl">{title}</h1>
      {lead && <p className="mt-3 max-w-3xl text-lg text-slate-700">{lead}</p>}
      {children}
    </div>
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
