import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import { Link, useLocation } from 'wouter';
import { categoryPath, ROOT_CATEGORY_ID } from '../../../shared/catalog/collections/categories';
import { CATALOG_NS, productsResource } from '../../../shared/catalog/collections/products';
import type { ResourceRow } from '../../../shared/collections/types';
import { Button } from '../../components/ui/Button';
import { Dialog } from '../../components/ui/Dialog';
import { EmptyState } from '../../components/ui/EmptyState';
import { ListPager } from '../../components/list/ListPager';
import { SearchBox } from '../../components/list/SearchBox';
import { Loaded } from '../../components/ui/Loaded';
import { useTRPC } from '../../trpc';
import { fieldErrorsOf } from '../../lib/trpc-errors';
import { BulkBar } from '../generic/BulkBar';
import { useResourceList, type ResourceListState } from '../generic/resource-list';
import { exportHref } from '../generic/ResourceListPage';
import { PerPageSelect } from '../generic/ListToolbar';
import { CategorySelect } from './CategorySelect';
import { ProductTable } from './ProductTable';
import { QuickCreateForm } from './QuickCreateForm';
import { useCatalogRefresh } from './use-catalog';
import { OUTLINE } from '../../components/ui/format';
import { PageHeading } from '../../components/ui/PageHeading';
import { SelectField } from '../../components/form/fields';

/** Search (name, model code, slug), the category (whole tree) and published filters, and the page size. */
function Toolbar({ state }: { state: ResourceListState }) {
  const { t } = useTranslation([CATALOG_NS, 'admin-resources']);
  return (
    <div className="flex flex-wrap items-end gap-3" role="search">
      <SearchBox
        label={t('search', { ns: 'admin-resources' })}
        value={state.search}
        onSearch={state.setSearch}
        placeholder={t('list.searchPlaceholder')}
      />
      <CategorySelect
        label={t('products.fields.categoryId')}
        emptyLabel={t('all', { ns: 'admin-resources' })}
        value={state.filters.categoryId ?? ''}
        onChange={(event) => state.setFilter('categoryId', event.target.value)}
      />
      <SelectField label={t('products.fields.published')} value={state.filters.published ?? ''} onChange={(event) => state.setFilter('published', event.target.value)}>
        <option value="">{t('all', { ns: 'admin-resources' })}</option>
        <option value="true">{t('publish.published')}</option>
        <option value="false">{t('publish.unpublished')}</option>
      </SelectField>
      <PerPageSelect state={state} />
    </div>
  );
}

/** "Add product": name, slug, model code and category; the product is created unpublished and its page opens. */
function NewProductDialog({ onClose, categoryId }: { onClose(): void; categoryId: string }) {
  const { t } = useTranslation(CATALOG_NS);
  const trpc = useTRPC();
  const refresh = useCatalogRefresh();
  const [, navigate] = useLocation();
  const [category, setCategory] = useState(categoryId);
  const create = useMutation(
    trpc.admin.resources.products.create.mutationOptions({
      onSuccess: async (created) => {
        await refresh();
        navigate(`${productsResource.basePath}/${created.id}`);
      },
    }),
  );
  const categoryError = fieldErrorsOf(create.error).categoryId?.[0];
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={t('list.add')} size="lg">
      <QuickCreateForm
        withModelCode
        onCancel={onClose}
        submitLabel={t('list.create')}
        pending={create.isPending}
        error={create.error}
        onCreate={(values) =>
          // With no category chosen the server answers that the field is required (shown under the select).
          create.mutate({ ...values, categoryId: category ? Number(category) : null, published: false })
        }
      >
        <CategorySelect
          label={t('products.fields.categoryId')}
          emptyLabel={t('list.chooseCategory')}
          value={category}
          onChange={(event) => setCategory(event.target.value)}
          required
          error={categoryError}
        />
      </QuickCreateForm>
    </Dialog>
  );
}

/**
 * /admin/products: every product with its model code, name, category and publish switch; searched by name, model
 * code or slug, filtered by category and published, sorted, selected across pages (bulk delete), exported as CSV.
 */
export function ProductsListPage() {
  const { t } = useTranslation([CATALOG_NS, 'admin-resources']);
  const trpc = useTRPC();
  const state = useResourceList(productsResource);
  const list = useQuery({ ...trpc.admin.resources.products.list.queryOptions(state.listInput), placeholderData: keepPreviousData });
  const [adding, setAdding] = useState(false);

  return (
    <div className="space-y-5">
      <PageHeading
        title={t('products.title')}
        actions={
          <>
            <Link href={categoryPath(ROOT_CATEGORY_ID)} className={OUTLINE}>
              {t('list.categories')}
            </Link>
            <a href={exportHref(productsResource, state.query)} download className={OUTLINE}>
              {t('exportCsv', { ns: 'admin-resources' })}
            </a>
            <Button onClick={() => setAdding(true)}>{t('list.add')}</Button>
          </>
        }
      />
      <Toolbar state={state} />
      <Loaded query={list}>
        {(page) => (
          <>
            <BulkBar def={productsResource} state={state} total={page.total} pageCount={page.rows.length} />
            {page.rows.length === 0 ? (
              <EmptyState>{t('list.empty')}</EmptyState>
            ) : (
              <ProductTable rows={page.rows as ResourceRow[]} state={state} />
            )}
            <ListPager
              page={page}
              list={state.list}
              edgeNavigation
              label={t('pagesOf', { ns: 'admin-resources', title: t('products.title') })}
            />
          </>
        )}
      </Loaded>
      {adding && <NewProductDialog onClose={() => setAdding(false)} categoryId={state.filters.categoryId ?? ''} />}
    </div>
  );
}
