import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import { Link, useLocation } from 'wouter';
import { optionPath } from '../../../shared/catalog/collections/product-options';
import { CATALOG_NS } from '../../../shared/catalog/collections/products';
import { Loaded } from '../../components/ui/Loaded';
import { useTRPC } from '../../trpc';
import { PublishToggle } from './PublishToggle';
import { QuickCreateForm } from './QuickCreateForm';
import { ReorderList } from './ReorderList';
import { useCatalogRefresh } from './use-catalog';
import { Panel } from '../../components/ui/Panel';

/** More options than any product has; the panel lists them all without paging. */
const MAX_OPTIONS = 100;

/**
 * Under a product's form: its options in their order (moved up and down here), each linking to its page, with its
 * publish switch; and a short form adding one, which then opens.
 */
export function OptionsPanel({ productId, productSlug }: { productId: number; productSlug: string }) {
  const { t } = useTranslation(CATALOG_NS);
  const trpc = useTRPC();
  const refresh = useCatalogRefresh();
  const [, navigate] = useLocation();
  const listInput = { filters: { productId }, sort: 'sort', dir: 'asc' as const, perPage: MAX_OPTIONS };
  const options = useQuery(trpc.admin.resources.productoptions.list.queryOptions(listInput));
  const rows = options.data?.rows ?? [];
  const items = rows.map((row) => ({
    id: row.id,
    name: String(row.name_EN || `#${row.id}`),
    modelCode: String(row.modelCode ?? ''),
    slug: String(row.slug ?? ''),
    published: row.published === true,
  }));

  const reorder = useMutation(trpc.admin.catalog.reorder.mutationOptions({ onSuccess: refresh }));
  const create = useMutation(
    trpc.admin.resources.productoptions.create.mutationOptions({
      onSuccess: async (option) => {
        await refresh();
        navigate(optionPath(productId, Number(option.id)));
      },
    }),
  );

  return (
    <Panel id="product-options" title={t('options.panel.title')}>
      <p className="text-sm text-slate-600">{t('options.panel.intro')}</p>
      <Loaded query={options} isEmpty={() => items.length === 0} empty={t('options.panel.empty')}>
        {() => (
          <ReorderList
            items={items}
            label={t('options.panel.title')}
            onReorder={(ids) => reorder.mutateAsync({ list: 'options', parentId: productId, ids })}
            renderItem={(item) => (
              <div className="flex flex-wrap items-center justify-between gap-3">
                <span className="flex flex-wrap items-baseline gap-x-3">
                  <Link href={optionPath(productId, item.id)} className="font-medium text-navy-800 underline hover:text-navy-950">
                    {item.name}
                  </Link>
                  {item.modelCode && <span className="font-mono text-sm text-slate-600">{item.modelCode}</span>}
                  <span className="text-sm text-slate-500">
                    /product/{productSlug}/{item.slug}
                  </span>
                </span>
                <PublishToggle list="options" id={item.id} name={item.name} published={item.published} />
              </div>
            )}
          />
        )}
      </Loaded>
      <div className="border-t border-slate-200 pt-4">
        <h3 className="mb-2 font-semibold text-navy-900">{t('options.panel.add')}</h3>
        <QuickCreateForm
          withModelCode
          submitLabel={t('options.panel.addButton')}
          pending={create.isPending}
          error={create.error}
          onCreate={(values) => create.mutate({ ...values, productId, published: false })}
        />
      </div>
    </Panel>
  );
}
