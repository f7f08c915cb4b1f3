import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import { BreadcrumbTrail } from '../../components/ui/BreadcrumbTrail';
import { Spinner } from '../../components/ui/Spinner';
import { useTRPC } from '../../trpc';
import { CertificatesSection } from './CertificatesSection';
import { ClaimsSection } from './ClaimsSection';
import { InstrumentTable } from './InstrumentTable';
import { ACCOUNT_PATH, PRODUCTS_PATH } from './paths';
import { RegisterLink } from './RegisterLink';

/** /account/products: the registered instruments (SPEC.md's columns), then the account's certificates. */
export function ProductsPage() {
  const { t } = useTranslation('instruments');
  const trpc = useTRPC();
  const list = useQuery(trpc.account.products.list.queryOptions());
  const crumbs = [
    { name: t('crumbs.account'), path: ACCOUNT_PATH },
    { name: t('products.title'), path: PRODUCTS_PATH },
  ];
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <BreadcrumbTrail crumbs={crumbs} label={t('crumbs.label')} />
      <div className="mt-4 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold text-navy-900">{t('products.title')}</h1>
          <p className="mt-2 max-w-2xl text-slate-600">{t('products.lead')}</p>
        </div>
        <RegisterLink />
      </div>
      <ClaimsSection />
      <div className="mt-8">
        {list.isPending ? (
          <Spinner />
        ) : list.isError ? (
          <p role="alert" className="rounded border border-red-200 bg-red-50 p-4 text-red-800">
            {t('loadError')}
          </p>
        ) : list.data.length === 0 ? (
          <div className="rounded border border-slate-200 bg-white px-4 py-6 text-slate-700" data-testid="instruments-empty">
            <p>{t('products.empty')}</p>
            <p className="mt-2">
              <RegisterLink variant="text" />
            </p>
          </div>
        ) : (
          <InstrumentTable instruments={list.data} />
        )}
      </div>
      <CertificatesSection />
    </div>
  );
}
