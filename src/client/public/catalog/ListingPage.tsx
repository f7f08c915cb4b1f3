import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import { useSearch } from 'wouter';
import type { ListingPage as ListingData } from '../../../shared/catalog/catalog.types';
import { Spinner } from '../../components/ui/Spinner';
import { useTRPC } from '../../trpc';
import { NotFoundPage } from '../NotFoundPage';
import { Breadcrumbs } from './Breadcrumbs';
import { PagedProductCards } from './PagedProductCards';
import { Prose } from './Prose';
import { listingQueryInput } from './query-inputs';
import { usePageLocale } from './use-locale-param';

/** /tags/{slug} and /applications/{slug}: the text of the tag or industry and its products. */
export function ListingPage({ kind, slug }: { kind: 'tag' | 'application'; slug: string }) {
  const trpc = useTRPC();
  const locale = usePageLocale();
  const input = listingQueryInput(slug, new URLSearchParams(useSearch()), locale);
  const options = kind === 'tag' ? trpc.public.catalog.tag.queryOptions(input) : trpc.public.catalog.application.queryOptions(input);
  const query = useQuery({ ...options, placeholderData: keepPreviousData });
  useTranslation('catalog'); // its texts load beside the data, not after it
  if (query.isPending) return <Spinner />;
  if (!query.data) return <NotFoundPage />;
  return <ListingView data={query.data} />;
}

function ListingView({ data }: { data: ListingData }) {
  const { t } = useTranslation('catalog');
  const hrefFor = (page: number) => (page > 1 ? `${data.url}?page=${page}` : data.url);
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <Breadcrumbs crumbs={[{ name: t('products'), url: '/products' }, { name: data.name, url: data.url }]} />
      <h1 className="mt-4 text-3xl font-bold text-navy-900">{data.name}</h1>
      {data.descriptionHtml && <Prose html={data.descriptionHtml} className="mt-2 max-w-3xl" />}
      <section aria-labelledby="product-list" className="mt-8">
        <h2 id="product-list" className="mb-4 text-xl font-semibold text-navy-900">{t('products')}</h2>
        <PagedProductCards products={data.products} hrefFor={hrefFor} />
      </section>
    </div>
  );
}
