import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ProductPage as ProductData } from '../../../shared/catalog/catalog.types';
import { Spinner } from '../../components/ui/Spinner';
import { useTRPC } from '../../trpc';
import { NotFoundPage } from '../NotFoundPage';
import { Breadcrumbs } from './Breadcrumbs';
import { productHead } from './heads';
import { ProductHero } from './ProductHero';
import { ProductSections } from './ProductSections';
import { productQueryInput } from './query-inputs';
import { usePageHead } from './use-page-head';
import { usePageLocale } from './use-locale-param';

/** /product/{slug} and /product/{slug}/{option} (SPEC.md section 2 "Product page sections", UI-GUIDE.md layout). */
export function ProductPage({ slug, option }: { slug: string; option?: string }) {
  const trpc = useTRPC();
  const locale = usePageLocale();
  const query = useQuery(trpc.public.catalog.product.queryOptions(productQueryInput(slug, option, locale)));
  const { t } = useTranslation('catalog');
  usePageHead(query.data ? productHead(query.data, t) : null);
  if (query.isPending) return <Spinner />;
  if (!query.data) return <NotFoundPage />;
  return <ProductView data={query.data} />;
}

function ProductView({ data }: { data: ProductData }) {
  return (
    <article className="mx-auto max-w-7xl px-4 py-6 md:py-8" data-product={data.slug}>
      <Breadcrumbs crumbs={data.breadcrumbs} />
      <ProductHero data={data} />
      <ProductSections data={data} />
    </article>
  );
}
