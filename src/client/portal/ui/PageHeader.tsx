import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import { BreadcrumbTrail } from '../../components/ui/BreadcrumbTrail';

/** "Dealer portal / {title}", the page's heading and its lead, as /portal/courses shows them. */
export function PageHeader({ title, path, lead, titleId, children }: { title: string; path: string; lead: string; titleId?: string; children?: ReactNode }) {
  const { t } = useTranslation('portal-pages');
  const crumbs = [
    { name: t('crumbs.portal'), path: '/portal' },
    { name: title, path },
  ];
  return (
    <>
      <BreadcrumbTrail crumbs={crumbs} label={t('crumbs.label')} />
      <div className="mt-4 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 id={titleId} className="text-3xl font-bold text-navy-900">
            {title}
          </h1>
          <p className="mt-2 max-w-2xl text-slate-600">{lead}</p>
        </div>
        {children}
      </div>
    </>
  );
}
