import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import { Link, useLocation } from 'wouter';
import type { CategoryView } from '../../../shared/catalog/collections/api';
import { categoriesResource, categoryPath, ROOT_CATEGORY_ID } from '../../../shared/catalog/collections/categories';
import { CATALOG_NS, productsResource } from '../../../shared/catalog/collections/products';
import { Alert } from '../../components/ui/Alert';
import { Loaded } from '../../components/ui/Loaded';
import type { AreaProps } from '../../router/area-props';
import { useTRPC } from '../../trpc';
import { httpStatusOf } from '../../lib/trpc-errors';
import { PublishToggle } from './PublishToggle';
import { QuickCreateForm } from './QuickCreateForm';
import { ReorderList } from './ReorderList';
import { useCatalogRefresh } from './use-catalog';
import { OUTLINE } from '../../components/ui/format';
import { Panel } from '../../components/ui/Panel';
import { PageHeading } from '../../components/ui/PageHeading';

/**
 * /admin/categories/{id}: where the category sits (the way up to the root), its sub-categories and its products in
 * their order on the site, each moved up or down here, published or unpublished, opened or edited; and short forms
 * adding a sub-category or a product, which then open.
 */
export function CategoryPage({ params }: AreaProps) {
  const { t } = useTranslation(CATALOG_NS);
  const trpc = useTRPC();
  const id = Number(params.id);
  const valid = Number.isInteger(id) && id > 0;
  const query = useQuery({ ...trpc.admin.catalog.category.queryOptions({ id: valid ? id : 1 }), enabled: valid });
  if (!valid || httpStatusOf(query.error) === 404) return <Alert tone="error">{t('category.notFound')}</Alert>;
  return <Loaded query={query}>{(view) => <CategoryScreen key={view.id} view={view} />}</Loaded>;
}

function CategoryScreen({ view }: { view: CategoryView }) {
  const { t } = useTranslation(CATALOG_NS);
  const trpc = useTRPC();
  const refresh = useCatalogRefresh();
  const [, navigate] = useLocation();
  const reorder = useMutation(trpc.admin.catalog.reorder.mutationOptions({ onSuccess: refresh }));
  const createCategory = useMutation(
    trpc.admin.resources.categories.create.mutationOptions({
      onSuccess: async (created) => {
        await refresh();
        navigate(`${categoriesResource.basePath}/${created.id}`);
      },
    }),
  );
  const createProduct = useMutation(
    trpc.admin.resources.products.create.mutationOptions({
      onSuccess: async (created) => {
        await refresh();
        navigate(`${productsResource.basePath}/${created.id}`);
      },
    }),
  );
  const isRoot = view.id === ROOT_CATEGORY_ID;

  return (
    <div className="max-w-5xl space-y-6">
      <nav aria-label={t('category.trail')} className="text-sm">
        <ol className="flex flex-wrap gap-1 text-slate-600">
          {view.trail.map((step) => (
            <li key={step.id} className="after:ml-1 after:content-['›']">
              <Link href={categoryPath(step.id)} className="text-navy-800 underline hover:text-navy-950">
                {step.name}
              </Link>
            </li>
          ))}
          <li aria-current="page" className="font-semibold text-navy-900">
            {view.name}
          </li>
        </ol>
      </nav>
      <PageHeading
        title={view.name}
        actions={
          <>
            <Link href={`${categoriesResource.basePath}/${view.id}`} className={OUTLINE}>
              {t('category.edit')}
            </Link>
            <a href={isRoot ? '/products' : `/products/${view.slug}`} target="_blank" rel="noopener" className={OUTLINE}>
              {t('frame.view')}
            </a>
            <Link href={productsResource.basePath} className={OUTLINE}>
              {t('category.allProducts')}
            </Link>
          </>
        }
      >
        {!isRoot && (
          <div className="mt-2">
            <PublishToggle list="categories" id={view.id} name={view.name} published={view.published} />
          </div>
        )}
      </PageHeading>
      {!view.published && <Alert tone="info">{t('category.unpublished')}</Alert>}

      <Panel id="category-children" title={t('category.children')}>
        {view.children.length === 0 ? (
          <p className="text-slate-600">{t('category.noChildren')}</p>
        ) : (
          <ReorderList
            items={view.children}
            label={t('category.children')}
            onReorder={(ids) => reorder.mutateAsync({ list: 'categories', parentId: view.id, ids })}
            renderItem={(child) => (
              <div className="flex flex-wrap items-center justify-between gap-3">
                <span className="flex flex-wrap items-baseline gap-x-3">
                  <Link href={categoryPath(child.id)} className="font-medium text-navy-800 underline hover:text-navy-950">
                    {child.name}
                  </Link>
                  <span className="text-sm text-slate-600">{t('category.counts', { children: child.children ?? 0, products: child.products ?? 0 })}</span>
                </span>
                <span className="flex items-center gap-3">
                  <PublishToggle list="categories" id={child.id} name={child.name} published={child.published} />
                  <Link href={`${categoriesResource.basePath}/${child.id}`} className="text-sm font-semibold text-navy-800 hover:underline">
                    {t('category.editChild')}
                    <span className="sr-only"> {child.name}</span>
                  </Link>
                </span>
              </div>
            )}
          />
        )}
        <details className="border-t border-slate-200 pt-3">
          <summary className="cursor-pointer font-semibold text-navy-900">{t('category.addChild')}</summary>
          <div className="pt-3">
            <QuickCreateForm
              withModelCode={false}
              submitLabel={t('category.addChildButton')}
              pending={createCategory.isPending}
              error={createCategory.error}
              onCreate={({ name_EN, slug }) =>
                createCategory.mutate({ name_EN, slug, parentId: view.id, published: false })
              }
            />
          </div>
        </details>
      </Panel>

      <Panel id="category-products" title={t('category.products')}>
        {view.products.length === 0 ? (
          <p className="text-slate-600">{t('category.noProducts')}</p>
        ) : (
          <ReorderList
            items={view.products}
            label={t('category.products')}
            onReorder={(ids) => reorder.mutateAsync({ list: 'products', parentId: view.id, ids })}
            renderItem={(product) => (
              <div className="flex flex-wrap items-center justify-between gap-3">
                <span className="flex flex-wrap items-baseline gap-x-3">
                  {product.modelCode && <span className="font-mono text-sm text-slate-600">{product.modelCode}</span>}
                  <Link href={`${productsResource.basePath}/${product.id}`} className="font-medium text-navy-800 underline hover:text-navy-950">
                    {product.name}
                  </Link>
                </span>
                <PublishToggle list="products" id={product.id} name={product.name} published={product.published} />
              </div>
            )}
          />
        )}
        <details className="border-t border-slate-200 pt-3">
          <summary className="cursor-pointer font-semibold text-navy-900">{t('category.addProduct')}</summary>
          <div className="pt-3">
            <QuickCreateForm
              withModelCode
              submitLabel={t('category.addProductButton')}
              pending={createProduct.isPending}
              error={createProduct.error}
              onCreate={(values) => createProduct.mutate({ ...values, categoryId: view.id, published: false })}
            />
          </div>
        </details>
      </Panel>
    </div>
  );
}
