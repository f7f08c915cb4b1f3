import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import { BreadcrumbTrail } from '../../components/ui/BreadcrumbTrail';
import { PORTAL_PATH } from './paths';

/** The head of each serial and customer page: "Dealer portal / …" breadcrumbs, the title and a line under it. */
export function PortalPageHead({ trail, title, lead }: { trail: ReadonlyArray<{ name: string; path: string }>; title: ReactNode; lead?: ReactNode }) {
  const { t } = useTranslation('portal-serials');
  return (
    <>
      <BreadcrumbTrail crumbs={[{ name: t('crumbs.portal'), path: PORTAL_PATH }, ...trail]} label={t('crumbs.label')} />
      <h1 className="mt-4 text-3xl font-bold text-navy-900">{title}</h1>
      {lead && <div className="mt-2 max-w-3xl text-slate-600">{lead}</div>}
    </>
  );
}

/** A section of a detail page with its heading; its empty text when it has nothing to list. */
export function DetailSection({ id, title, empty, count, children }: { id: string; title: string; empty: string; count: number; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-10" data-testid={id}>
      <h2 id={id} className="text-2xl font-bold text-navy-900">
        {title}
      </h2>
      <div className="mt-4">{count === 0 ? <p className="rounded border border-slate-200 bg-white px-4 py-6 text-slate-600">{empty}</p> : children}</div>
    </section>
  );
}
