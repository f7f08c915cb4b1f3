import { useTranslation } from '../../lib/i18n-react';
import { useLocation } from 'wouter';
import { categoriesResource, categoryPath, ROOT_CATEGORY_ID } from '../../../shared/catalog/collections/categories';
import { CATALOG_NS } from '../../../shared/catalog/collections/products';
import type { AreaProps } from '../../router/area-props';
import { CatalogEditFrame } from './CatalogEditFrame';

/** /admin/categories/edit/{id}: name, slug, description per language, parent and published; back to its page. */
export function CategoryEditPage({ params }: AreaProps) {
  const { t } = useTranslation(CATALOG_NS);
  const [, navigate] = useLocation();
  const id = Number(params.id);
  return (
    <CatalogEditFrame
      def={categoriesResource}
      id={id}
      back={() => ({ href: categoryPath(id), label: t('frame.backToCategory') })}
      viewHref={(record) => (record.id === ROOT_CATEGORY_ID ? '/products' : `/products/${String(record.slug)}`)}
      onDeleted={(record) => navigate(categoryPath(typeof record.parentId === 'number' ? record.parentId : ROOT_CATEGORY_ID))}
    />
  );
}
