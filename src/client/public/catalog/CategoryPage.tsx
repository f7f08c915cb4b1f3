import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import { Link, useSearch } from 'wouter';
import type { CategoryPage as CategoryData } from '../../../shared/catalog/catalog.types';
import { Spinner } from '../../components/ui/Spinner';
import { useTRPC } from '../../trpc';
import { NotFoundPage } from '../NotFoundPage';
import { Breadcrumbs } from './Breadcrumbs';
import { PagedProductCards } from './PagedProductCards';
import { Prose } from './Prose';
import { categoryQueryInput } from './query-inputs';
import { usePageLocale } from './use-locale-param';

/** /products/{slug?}: a category of the catalogue (SPEC.md section 2), its sub-categories, filters and products. */
export function CategoryPage({ slug }: { slug: string | undefined }) {
  const trpc = useTRPC();
  const locale = usePageLocale();
  const search = new URLSearchParams(useSearch());
  const input = categoryQueryInput(slug, search, locale);
  const query = useQuery({ ...trpc.public.catalog.category.queryOptions(input), placeholderData: keepPreviousData });
  useTranslation('catalog'); // its texts load beside the data, not after it
  if (query.isPending) return <Spinner />;
  if (!query.data) return <NotFoundPage />;
  return <CategoryView data={query.data} />;
}

/** The URL of this category with the filters and page changed (null removes a parameter). */
function hrefWith(data: CategoryData, changes: Record<string, string | number | null>): string {
  const params = new URLSearchParams();
  if (data.selected.application) params.set('application', data.selected.application);
  if (data.selected.tag) params.set('tag', data.selected.tag);
  for (const [name, value] of Object.entries(changes)) {
    if (value === null || value === 1) params.delete(name);
    else params.set(name, String(value));
  }
  const query = params.toString();
  return `${data.url}${query ? `?${query}` : ''}`;
}

function CategoryView({ data }: { data: CategoryData }) {
  const { t } = useTranslation('catalog');
  const filtered = data.selected.application !== null || data.selected.tag !== null;
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <Breadcrumbs crumbs={data.breadcrumbs} />
      <h1 className="mt-4 text-3xl font-bold text-navy-900">{data.name}</h1>
      {data.descriptionHtml && <Prose html={data.descriptionHtml} className="mt-2 max-w-3xl" />}

      {data.children.length > 0 && (
        <section aria-labelledby="subcategories" className="mt-8">
          <h2 id="subcategories" className="text-lg font-semibold text-navy-900">{t('subcategories')}</h2>
          <ul className="mt-3 flex flex-wrap gap-2">
            {data.children.map((child) => (
              <li key={child.url}>
                <Link href={child.url} className="inline-flex items-center gap-2 rounded-full border border-navy-900/20 bg-white px-4 py-2 text-sm font-medium text-navy-900 hover:border-navy-700 hover:bg-slate-50">
                  {child.name}
                  <span className="rounded-full bg-slate-100 px-2 text-xs text-slate-700 tabular">{child.count}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}

      <div className="mt-8 grid gap-8 lg:grid-cols-[16rem_1fr]">
        <aside aria-labelledby="filters" className="lg:sticky lg:top-4 lg:self-start">
          <h2 id="filters" className="text-lg font-semibold text-navy-900">{t('filters')}</h2>
          <FilterList title={t('application')} current={data.selected.application} items={data.filters.applications} hrefFor={(value) => hrefWith(data, { application: value, page: null })} anyLabel={t('any')} />
          <FilterList title={t('tag')} current={data.selected.tag} items={data.filters.tags} hrefFor={(value) => hrefWith(data, { tag: value, page: null })} anyLabel={t('any')} />
          {filtered && (
            <Link href={data.url} className="mt-4 inline-block text-sm font-semibold text-navy-700 underline">
              {t('clearFilters')}
            </Link>
          )}
        </aside>
        <section aria-labelledby="product-list">
          <h2 id="product-list" className="sr-only">{t('products')}</h2>
          <PagedProductCards products={data.products} hrefFor={(page) => hrefWith(data, { page })} />
        </section>
      </div>
    </div>
  );
}

function FilterList({
  title,
  current,
  items,
  hrefFor,
  anyLabel,
}: {
  title: string;
  current: string | null;
  items: ReadonlyArray<{ slug: string; name: string }>;
  hrefFor(value: string | null): string;
  anyLabel: string;
}) {
  if (items.length === 0) return null;
  const link = (active: boolean) =>
    `block rounded px-3 py-1.5 text-sm ${active ? 'bg-navy-900 font-semibold text-white' : 'text-navy-900 hover:bg-slate-100'}`;
  return (
    <nav aria-label={title} className="mt-4">
      <h3 className="text-sm font-semibold tracking-wide text-slate-600 uppercase">{title}</h3>
      <ul className="mt-2 flex flex-wrap gap-1 lg:block">
        <li>
          <Link href={hrefFor(null)} className={link(current === null)} aria-current={current === null ? 'true' : undefined}>
            {anyLabel}
          </Link>
        </li>
        {items.map((item) => (
          <li key={item.slug}>
            <Link href={hrefFor(item.slug)} className={link(current === item.slug)} aria-current={current === item.slug ? 'true' : undefined}>
              {item.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
