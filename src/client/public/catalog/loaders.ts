import type { CatalogRouteId } from './routes';
import type { LoadContext, LoadResult, PageLoader } from '../../ssr/load-context';
import { notFoundOf } from '../../ssr/not-found';
import { categoryHead, listingHead, productHead, searchHead } from './heads';
import { categoryQueryInput, listingQueryInput, productQueryInput, searchQueryInput, type SearchRoute } from './query-inputs';

/** What the catalogue's server-rendered routes load (the same query inputs the pages use). */

const NAMESPACES = ['catalog', 'ui'];

const notFound = (context: LoadContext): LoadResult => notFoundOf(context, NAMESPACES);

const product: PageLoader = async (context) => {
  const { trpc, queryClient, params, locale, t, origin } = context;
  const data = await queryClient.fetchQuery(trpc.public.catalog.product.queryOptions(productQueryInput(params.slug ?? '', params.option, locale)));
  return data ? { found: true, head: productHead(data, t, origin), namespaces: NAMESPACES } : notFound(context);
};

const category: PageLoader = async (context) => {
  const { trpc, queryClient, params, search, locale, t, origin } = context;
  const data = await queryClient.fetchQuery(trpc.public.catalog.category.queryOptions(categoryQueryInput(params.slug, search, locale)));
  return data ? { found: true, head: categoryHead(data, t, origin), namespaces: NAMESPACES } : notFound(context);
};

function listing(kind: 'tag' | 'application'): PageLoader {
  return async (context) => {
    const { trpc, queryClient, params, search, locale, t, origin } = context;
    const input = listingQueryInput(params.slug ?? '', search, locale);
    const options = kind === 'tag' ? trpc.public.catalog.tag.queryOptions(input) : trpc.public.catalog.application.queryOptions(input);
    const data = await queryClient.fetchQuery(options);
    return data ? { found: true, head: listingHead(data, t, origin), namespaces: NAMESPACES } : notFound(context);
  };
}

function searchPage(route: SearchRoute): PageLoader {
  return async ({ trpc, queryClient, search, t }) => {
    const input = searchQueryInput(route, search);
    if (input.q) await queryClient.fetchQuery(trpc.public.search.results.queryOptions(input));
    return { found: true, head: searchHead(input.q, t), namespaces: NAMESPACES };
  };
}

export const CATALOG_LOADERS = {
  product,
  productOption: product,
  products: category,
  tag: listing('tag'),
  application: listing('application'),
  search: searchPage('search'),
  productSearch: searchPage('productSearch'),
} satisfies Partial<Record<CatalogRouteId, PageLoader>>;
