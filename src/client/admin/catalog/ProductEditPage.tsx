import { useTranslation } from '../../lib/i18n-react';
import { Link, useLocation } from 'wouter';
import { categoryPath } from '../../../shared/catalog/collections/categories';
import { CATALOG_NS, productsResource } from '../../../shared/catalog/collections/products';
import type { AreaProps } from '../../router/area-props';
import { OUTLINE } from '../../components/ui/format';
import { CatalogEditFrame } from './CatalogEditFrame';
import { LinksPanel } from './LinksPanel';
import { OptionsPanel } from './OptionsPanel';

/**
 * /admin/products/{id}: every field of the product and the rows of its page in the form; its options (each with
 * its own page) and its links to other products and sections in the panels under it.
 */
export function ProductEditPage({ params }: AreaProps) {
  const { t } = useTranslation(CATALOG_NS);
  const [, navigate] = useLocation();
  return (
    <CatalogEditFrame
      def={productsResource}
      id={Number(params.id)}
      back={() => ({ href: productsResource.basePath, label: t('frame.backToProducts') })}
      viewHref={(record) => `/product/${String(record.slug)}`}
      links={(record) =>
        typeof record.categoryId === 'number' ? (
          <Link href={categoryPath(record.categoryId)} className={OUTLINE}>
            {t('frame.category')}
          </Link>
        ) : null
      }
      onDeleted={() => navigate(productsResource.basePath)}
      panels={(record) => (
        <>
          <OptionsPanel productId={record.id} productSlug={String(record.slug)} />
          <LinksPanel productId={record.id} />
        </>
      )}
    />
  );
}
