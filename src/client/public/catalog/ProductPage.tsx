import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import type { ProductPage as ProductData } from '../../../shared/catalog/catalog.types';
import { Spinner } from '../../components/ui/Spinner';
import { can } from '../../../shared/auth/policy';
import { useSession } from '../../lib/session';
import { useTRPC } from '../../trpc';
import { NotFoundPage } from '../NotFoundPage';
import { Breadcrumbs } from './Breadcrumbs';
import { ProductHero } from './ProductHero';
import { ProductSections } from './ProductSections';
import { productQueryInput } from './query-inputs';
import { usePageLocale } from './use-locale-param';

/** /product/{slug} and /product/{slug}/{option} (SPEC.md section 2 "Product page sections", UI-GUIDE.md layout). */
export function ProductPage({ slug, option }: { slug: string; option?: string }) {
  const trpc = useTRPC();
  const locale = usePageLocale();
  const query = useQuery(trpc.public.catalog.product.queryOptions(productQueryInput(slug, option, locale)));
  useTranslation('catalog'); // its texts load beside the data, not after it
  if (query.isPending) return <Spinner />;
  if (!query.data) return <AdminPreview slug={slug} option={option} />;
  return <ProductView data={query.data} />;
}

/** Visitors get the not-found page for an unpublished product; an admin sees it, under a banner. */
function AdminPreview({ slug, option }: { slug: string; option?: string }) {
  const trpc = useTRPC();
  const { user } = useSession();
  const locale = usePageLocale();
  const admin = can(user, 'admin:access');
  const preview = useQuery({ ...trpc.admin.catalogPreview.product.queryOptions(productQueryInput(slug, option, locale)), enabled: admin });
  if (admin && preview.isPending) return <Spinner />;
  if (!admin || !preview.data) return <NotFoundPage />;
  return <ProductView data={preview.data} />;
}

function ProductView({ data }: { data: ProductData }) {
  const { t } = useTranslation('catalog');
  return (
    <article className="mx-auto max-w-7xl px-4 py-6 md:py-8" data-product={data.slug}>
      {!data.published && (
        <p role="status" className="mb-4 rounded border border-amber-400 bg-amber-50 px-4 py-3 font-semibold text-amber-900">
          {t('product.unpublished')}
        </p>
      )}
      <Breadcrumbs crumbs={data.breadcrumbs} />
      <ProductHero data={data} />
      <ProductSections data={data} />
    </article>
  );
}
