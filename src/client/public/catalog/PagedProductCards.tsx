import { useTranslation } from '../../lib/i18n-react';
import { useLocation } from 'wouter';
import type { ProductCard } from '../../../shared/catalog/catalog.types';
import type { OffsetPage } from '../../../shared/list/page';
import { Pagination } from '../../components/ui/Pagination';
import { ProductCards } from './ProductCards';
import { EmptyState } from '../../components/ui/EmptyState';

// A module of its own: a product page lists products (ProductLinks) but never pages through them, so it does not
// download the pagination with them.

/**
 * One page of a product list with its pagination (a category's and a tag's or application's products): the cards,
 * or the "no products" message, then the page links. `hrefFor` gives the URL of another page of the same list.
 */
export function PagedProductCards({ products, hrefFor }: { products: OffsetPage<ProductCard>; hrefFor(page: number): string }) {
  const { t } = useTranslation('catalog');
  const [, navigate] = useLocation();
  return (
    <>
      {products.rows.length === 0 ? (
        <EmptyState>{t('noProducts')}</EmptyState>
      ) : (
        <ProductCards products={products.rows} headingLevel="h3" />
      )}
      <Pagination
        className="mt-6"
        page={products.page}
        total={products.total}
        perPage={products.perPage}
        label={t('pagesLabel')}
        hrefFor={hrefFor}
        onPageChange={(page) => navigate(hrefFor(page))}
      />
    </>
  );
}
