import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import { useLocation } from 'wouter';
import { optionPath, productOptionsResource } from '../../../shared/catalog/collections/product-options';
import { CATALOG_NS } from '../../../shared/catalog/collections/products';
import type { AreaProps } from '../../router/area-props';
import { useTRPC } from '../../trpc';
import { CatalogEditFrame } from './CatalogEditFrame';

/**
 * /admin/products/{id}/options/{oid}: an option's fields, picture and own rows. "Back" leads to its product; an
 * option moved to another product on save follows it to its new address.
 */
export function OptionEditPage({ params }: AreaProps) {
  const { t } = useTranslation(CATALOG_NS);
  const trpc = useTRPC();
  const [, navigate] = useLocation();
  const productId = Number(params.id);
  const valid = Number.isInteger(productId) && productId > 0;
  const product = useQuery({ ...trpc.admin.resources.products.get.queryOptions({ id: valid ? productId : 1 }), enabled: valid });
  const productPath = `/admin/products/${productId}`;
  const productSlug = typeof product.data?.slug === 'string' ? product.data.slug : null;
  return (
    <CatalogEditFrame
      def={productOptionsResource}
      id={Number(params.oid)}
      back={() => ({
        href: productPath,
        label: t('frame.backToProduct', { name: String(product.data?.name_EN ?? '') || `#${productId}` }),
      })}
      viewHref={(record) => (productSlug && record.productId === productId ? `/product/${productSlug}/${String(record.slug)}` : null)}
      onSaved={(record) => {
        if (typeof record.productId === 'number' && record.productId !== productId) navigate(optionPath(record.productId, record.id), { replace: true });
      }}
      onDeleted={() => navigate(productPath)}
    />
  );
}
